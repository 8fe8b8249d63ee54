"""``quick_maker(cls)``: a positional constructor for a frozen slots dataclass, several times faster
than the class's own ``__init__``, giving an equal, equally frozen instance.

A frozen dataclass's generated ``__init__`` sets each field through ``object.__setattr__`` (its own
``__setattr__`` refuses), about 0.15 us a field; scoring builds a few hundred such records per
game (issue 14). Here each record is built as an instance of a plain slots twin (same fields,
same defaults, the ordinary fast ``__init__``), then its ``__class__`` is set to ``cls``: CPython
allows that between classes whose instances have the same layout (the same slots, in the same
order, on the same base), and from then on the object is an ordinary ``cls``, frozen, equal and
hashing as ``cls`` does. The twin is never seen outside this module. Nothing here validates: the
scorer passes values it derived itself.
"""

from __future__ import annotations

from dataclasses import MISSING, fields, is_dataclass, make_dataclass
from typing import Callable, TypeVar

T = TypeVar("T")


def quick_maker(cls: type[T]) -> Callable[..., T]:
    """``make(*values)``: a ``cls`` with those field values, positionally in field order (defaults as ``cls``'s).

    ``cls`` must be a frozen dataclass with ``slots=True``, no ``__post_init__`` and no
    ``init=False`` field (checked here, once)."""
    if not (is_dataclass(cls) and cls.__dataclass_params__.frozen and "__slots__" in cls.__dict__):
        raise TypeError(f"{cls.__name__} is not a frozen slots dataclass")
    if hasattr(cls, "__post_init__") or any(not f.init for f in fields(cls)):
        raise TypeError(f"{cls.__name__} needs its own __init__")
    spec = []
    for f in fields(cls):
        if f.default is not MISSING:
            spec.append((f.name, f.type, f.default))
        elif f.default_factory is not MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: a default factory needs the class's own __init__")
        else:
            spec.append((f.name, f.type))
    twin = make_dataclass(f"_{cls.__name__}Draft", spec, slots=True, eq=False, repr=False)
    if twin.__slots__ != cls.__slots__:
        raise TypeError(f"{cls.__name__}: the twin's slots differ")

    def make(*values) -> T:
        obj = twin(*values)
        obj.__class__ = cls  # the twin's own (unfrozen) __setattr__: a layout-checked class change
        return obj

    make.__doc__ = f"A {cls.__name__} from its field values in order (``scorer.model.records.quick_maker``)."
    return make
