"""The size of a file's contents, bounded by its format before anything is validated.

pydantic reports one error per bad item and per unknown key, and it checks a list's length only
after validating every item; a 2 MB file of 600,000 empty cells then costs seconds and a message of
hundreds of megabytes. ``bound_problems`` walks the parsed JSON alongside a model first and refuses,
in one line each, a list longer than its declared ``max_length`` and an object with more keys than
its model has fields. Once a document passes, the number of pydantic errors it can produce is
bounded by the format itself.

It checks sizes only; the values are pydantic's (strict mode) to judge.
"""

from __future__ import annotations

import types
from typing import Annotated, Any, Union, get_args, get_origin

from annotated_types import MaxLen
from pydantic import BaseModel
from pydantic.fields import FieldInfo

from card_db.strict_json import path_text


def bound_problems(value: Any, model: type[BaseModel], path: tuple[str | int, ...] = ()) -> list[str]:
    """One line per list longer than the format allows and per object with too many keys, in file order."""
    problems: list[str] = []
    stack: list[tuple[tuple[str | int, ...], Any, Any, tuple]] = [(path, value, model, ())]
    while stack:
        where, item, annotation, metadata = stack.pop()
        annotation, metadata = _split(annotation, metadata)
        if isinstance(item, dict):
            member = _model_for(annotation, item)
            if member is None:
                continue
            fields = member.model_fields
            if member.model_config.get("extra") == "forbid" and len(item) > len(fields):
                problems.append(
                    f"{path_text(where)}: the object has {len(item):,} keys, but only {len(fields)} fields exist "
                    f"here ({', '.join(fields)}): remove the unknown keys"
                )
                continue
            stack.extend(reversed([
                (where + (name,), item[name], field.annotation, tuple(field.metadata))
                for name, field in fields.items() if name in item
            ]))
        elif isinstance(item, list):
            if get_origin(annotation) is not tuple:
                continue
            limit = _max_length(metadata)
            if limit is not None and len(item) > limit:
                problems.append(
                    f"{path_text(where)}: the list holds {len(item):,} items; at most {limit} are allowed here: "
                    f"remove the extra ones"
                )
                continue
            item_type = get_args(annotation)[0]
            stack.extend(reversed([(where + (i,), x, item_type, ()) for i, x in enumerate(item)]))
    return problems


def _split(annotation: Any, metadata: tuple) -> tuple[Any, tuple]:
    """``Annotated[T, ...]`` as ``T`` and its metadata (added to what the field already carries)."""
    while get_origin(annotation) is Annotated:
        args = get_args(annotation)
        annotation, metadata = args[0], metadata + tuple(args[1:])
    return annotation, metadata


def _max_length(metadata: tuple) -> int | None:
    for entry in metadata:
        if isinstance(entry, MaxLen):
            return entry.max_length
        if isinstance(entry, FieldInfo):
            found = _max_length(tuple(entry.metadata))
            if found is not None:
                return found
    return None


def _model_for(annotation: Any, item: dict[str, Any]) -> type[BaseModel] | None:
    """The model an object stands for: the annotation itself, or the union member its ``kind`` names."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    if get_origin(annotation) not in (Union, types.UnionType):
        return None
    members = [m for m in (_split(a, ())[0] for a in get_args(annotation))
               if isinstance(m, type) and issubclass(m, BaseModel)]
    if len(members) == 1:
        return members[0]
    for member in members:
        kind = member.model_fields.get("kind")
        if kind is not None and kind.default == item.get("kind"):
            return member
    return None
