"""``quick_maker(cls)``: a positional constructor for a frozen slots dataclass, several times faster
than the class's own ``__init__``, giving an equal, equally frozen instance.

A frozen dataclass's generated ``__init__`` sets each field through ``object.__setattr__`` (its own
``__setattr__`` refuses), about 0.15 us a field; scoring builds a few hundred such records per
game (issue 14). Here each record is built as an instance of a plain slots twin (same slots, in the
same order, on the same base) whose ``__init__`` (generated once, like a dataclass's) stores each
value with an ordinary slot store and ends by setting the object's ``__class__`` to ``cls``:
CPython allows that between classes whose instances have the same layout, and from then on the
object is an ordinary ``cls``, frozen, equal and hashing as ``cls`` does. The twin class itself is
the constructor (no wrapper function around it: one Python call per record, not two). The twin
is never seen outside this module. Nothing here validates: the scorer passes values it derived itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields, is_dataclass
from typing import TypeVar

T = TypeVar("T")


def quick_maker(cls: type[T]) -> Callable[..., T]:
    """``make(*values)``: a ``cls`` with those field values, positionally in field order (defaults as ``cls``'s).

    ``cls`` must be a frozen dataclass with ``slots=True``, no ``__post_init__`` and no
    ``init=False`` field (checked here, once)."""
    own = vars(cls)  # the class's own attributes: @dataclass sets its parameters and the slots there
    params_of = own.get("__dataclass_params__")
    if not (is_dataclass(cls) and params_of is not None and params_of.frozen and "__slots__" in own):
        raise TypeError(f"{cls.__name__} is not a frozen slots dataclass")
    if hasattr(cls, "__post_init__") or any(not f.init for f in fields(cls)):
        raise TypeError(f"{cls.__name__} needs its own __init__")
    params, body = [], []
    scope: dict[str, object] = {"_cls": cls}
    for n, f in enumerate(fields(cls)):
        if f.default_factory is not MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: a default factory needs the class's own __init__")
        if f.default is MISSING:
            params.append(f"_{n}")
        else:
            scope[f"_default_{n}"] = f.default
            params.append(f"_{n}=_default_{n}")
        body.append(f"    self.{f.name} = _{n}\n")
    slots = own["__slots__"]
    if tuple(f.name for f in fields(cls)) != tuple(slots):
        raise TypeError(f"{cls.__name__}: its slots are not its fields in order")
    # Generated source, as dataclasses generate theirs: the field names come from the class itself.
    exec(f"def __init__(self, {', '.join(params)}):\n{''.join(body)}    self.__class__ = _cls\n", scope)
    init = scope["__init__"]
    init.__doc__ = f"A {cls.__name__} from its field values in order (``scorer.model.records.quick_maker``)."
    twin = type(f"_{cls.__name__}Draft", (), {"__slots__": slots, "__init__": init,
                                               "__doc__": init.__doc__, "__module__": __name__})
    return twin
