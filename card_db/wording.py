"""Every word about a card's icons, made from one table of templates: the one wording of each kind.

``TEMPLATES`` holds, keyed ``"<what>.<kind>.<style or case>"``, the sentence of each placement
action and scoring ability in two styles (``short``: a catalogue label, "ring 2 tourists 4";
``long``: the card's own lines, "Ring: 2 tourists -> 4"), the Robot's "counts as met" line of each
ability (``robot``), a ring as the score report names it (``report``: "ring of 2 tourists (4 points)")
and every reason a score gives (``reason.<kind>.<case>``). Placeholders are
named (``{points}``, ``{tag}``...) after the model's fields or the scorer's facts; a count that
names a thing carries both forms, ``{amount:sand dollar|sand dollars}``, so no English plural rule
is hidden in code (issue 25 moves this table, unchanged, into its language catalogues).

``ability_text`` / ``placement_text`` word a catalogue record; ``reason_text`` words the facts the
scorer returns (``scorer.scoring.abilities``: a kind, a case and its numbers, never a sentence).
A new ability kind adds its rows here and nothing else: the functions read fields by name.
Pure: no model is imported here (``card_db.models`` reads these words), nothing is scored.
"""

from __future__ import annotations

from string import Formatter
from typing import Any, Callable, Iterable, Mapping

# --- the words of the vocabulary, per style ---------------------------------------------------

TAG_LABELS: dict[str, str] = {
    "local": "Local Spot",
    "tourist": "Tourist Spot",
    "business": "Business",
    "sports": "Sports",
    "nature": "Nature",
    "wave": "Waves",
}
"""The printed name of each tag, in the catalogue's tag order (``card_db.models.TAGS``)."""

SHORT_TAGS: dict[str, str] = {
    "local": "Local",
    "tourist": "Tourist",
    "business": "Business",
    "sports": "Sports",
    "nature": "Nature",
    "wave": "Waves",
}
"""One word per tag, so a label stays short on a phone."""

SYMBOL_LABELS: dict[str, str] = {
    "sand_dollar": "a card that gives sand dollars",
    "people": "a card that gives people",
    "ring": "a card with an activity ring",
}
"""A printed symbol an adjacency looks for (ruling 3)."""

SHORT_SYMBOLS: dict[str, str] = {"sand_dollar": "sand dollar", "people": "people", "ring": "ring"}

SHOWN: dict[str, str] = {
    "sand_dollar": "a sand dollar icon",
    "people": "a people icon",
    "ring": "an activity ring",
}
"""What a neighbour shows for each printed symbol, as a player looks for it on the card."""

_PEOPLE: dict[str, dict[str, tuple[str, str]]] = {
    "short": {"local": ("local", "locals"), "tourist": ("tourist", "tourists"), "vip": ("VIP", "VIPs"),
              "any": ("any", "any")},
    "long": {"local": ("local", "locals"), "tourist": ("tourist", "tourists"), "vip": ("VIP", "VIPs"),
             "any": ("person of any type", "people of any type")},
    "report": {"local": ("local", "locals"), "tourist": ("tourist", "tourists"), "vip": ("VIP", "VIPs"),
               "any": ("any person", "any people")},
}
"""Each person's words, per style (the ``robot`` style words people as ``long`` does)."""
_RING_PEOPLE = (("locals", "local"), ("tourists", "tourist"), ("vips", "vip"), ("any", "any"))
"""A ring's fields and the person each pictures."""
_JOIN_PEOPLE = {"short": " "}
"""How a ring's people are joined, per style (" + " unless said here)."""

# --- the templates ----------------------------------------------------------------------------

TEMPLATES: dict[str, str] = {
    # Placement actions.
    "placement.gain_sand_dollars.short": "+{amount:sand dollar|sand dollars}",
    "placement.gain_sand_dollars.long": "Gain {amount:sand dollar|sand dollars}",
    "placement.add_people.short": "add {people}",
    "placement.add_people.long": "Add {people}",
    "placement.move_people.short": "move {people} {distance:space|spaces}",
    "placement.move_people.long": "Move up to {people} up to {distance:space|spaces} each",
    "placement.move_here.short": "move {count} here",
    "placement.move_here.long": "Move up to {count:person|people} here from anywhere",
    # Scoring abilities: the card's words, short and long, and the Robot's "counts as met" (ruling 15).
    "ability.adjacent_tag.short": "next to {tag} {points}",
    "ability.adjacent_tag.long": "Adjacent to {tag}: {points}",
    "ability.adjacent_tag.robot": "next to {tag} counts as met: {met}{negative}",
    "ability.adjacent_symbol.short": "next to {symbol} {points}",
    "ability.adjacent_symbol.long": "Adjacent to {symbol}: {points}",
    "ability.adjacent_symbol.robot": "next to {symbol} counts as met: {met}{negative}",
    "ability.not_adjacent_symbol.short": "not next to {symbol} {points}",
    "ability.not_adjacent_symbol.long": "Not adjacent to {symbol}: {points}",
    "ability.not_adjacent_symbol.robot": "not next to {symbol} counts as met: {met}{negative}",
    "ability.adjacent_two_or_more.short": "next to 2+ {tag} {points}",
    "ability.adjacent_two_or_more.long": "Adjacent to 2+ {tag}: {points}",
    "ability.adjacent_two_or_more.robot": "2 or more neighbouring {tag} tags counts as met: {met}{negative}",
    "ability.adjacent_all_of.short": "next to {tags} {points}",
    "ability.adjacent_all_of.long": "Adjacent to all of {tags}: {points}",
    "ability.adjacent_all_of.robot": "neighbours with all of {tags} counts as met: {met}{negative}",
    "ability.adjacent_one_or_more.short": "next to {tag} {one_points}/2+ {more_points}",
    "ability.adjacent_one_or_more.long": "Adjacent to {tag}: 1 -> {one_points}, 2+ -> {more_points}",
    "ability.adjacent_one_or_more.robot": "2 or more neighbouring {tag} tags counts as met: {met}{negative}",
    "ability.chain.short": "chain {minimum}+ {tag} {points}",
    "ability.chain.long": "Chain {minimum}+ {tag}: {points}",
    "ability.chain.robot": "{tag} chain of {minimum} counts as met: {met}{negative}",
    "ability.chain_per_tag.short": "chain {minimum}+ {tag} {points_per_tag} each",
    "ability.chain_per_tag.long": "Chain {minimum}+ {tag}: {points_per_tag} per tag",
    "ability.chain_per_tag.robot": "{tag} chain counts as met at its minimum: {minimum} x {each}{negative}",
    "ability.unspent_sand_dollars.short": "{points} per {per} sand dollars",
    "ability.unspent_sand_dollars.long": "Unspent sand dollars: {points} per {per}",
    "ability.unspent_sand_dollars.robot": "ratio cards score nothing for the Robot: 0",
    "ability.tags_in_city.short": "{points} per {per} {tag} in city",
    "ability.tags_in_city.long": "{tag} tags in the city: {points} per {per}",
    "ability.tags_in_city.robot": "{count:{tag} tag|{tag} tags} in its piles, {each} per {per}: {groups} x {each}"
                                  "{negative}",
    "ability.ring.short": "ring {people} {points}",
    "ability.ring.long": "Ring: {people} -> {points}",
    "ability.ring.robot": "rings score full value: {met}{negative}",
    "ability.ring.report": "ring of {people} ({points:point|points})",
    "ability.any_number_ring.short": "ring any number {points}",
    "ability.any_number_ring.long": "Ring: any number of people (at least 1) -> {points}",
    "ability.any_number_ring.robot": "rings score full value: {met}{negative}",
    "ability.any_number_ring.report": "any-number ring ({points:point|points})",
    "ability.end_of_beach.short": "end of beach",
    "ability.end_of_beach.long": "End of beach: stays the leftmost beach card",
    "ability.end_of_beach.robot": "end of beach scores nothing: 0",
    "robot.card": "Robot: {card}: {reason}",
    "robot.negative": " (negative points count as positive)",
    # What a card would score, in its reasons: "scores 2" / "loses 4".
    "reason.scores": "scores {points}",
    "reason.loses": "loses {points}",
    # Reasons, one per case the scorer tells apart (scorer.scoring.abilities).
    "reason.adjacent_tag.met": "{card} is next to {tag} on {found}: {points}",
    "reason.adjacent_tag.met_many": "{card} is next to {tag} on {found}: {points} (scores once, ruling 3)",
    "reason.adjacent_tag.missing": "{card} {scores} next to a {tag} tag; none of its neighbours{around} has one",
    "reason.adjacent_tag.missing_own": "{card} {scores} next to a {tag} tag; none of its neighbours{around} has one"
                                       " (its own {tag} tag does not count, ruling 3)",
    "reason.adjacent_symbol.met": "{card} is next to {symbol} ({found}): {points}",
    "reason.adjacent_symbol.missing": "{card} {scores} next to a card that shows {shown}; none of its "
                                      "neighbours{around} shows one",
    "reason.adjacent_symbol.missing_setup": "{card} {scores} next to a card that shows {shown}; none of its "
                                            "neighbours{around} shows one (the starting tile's setup bonus is not a "
                                            "placement action, ruling 17)",
    "reason.not_adjacent_symbol.met": "{card} is not next to {symbol}: {points}",
    "reason.not_adjacent_symbol.met_setup": "{card} is not next to {symbol} (the starting tile's setup bonus is not "
                                            "a placement action, ruling 17): {points}",
    "reason.not_adjacent_symbol.broken": "{card} {scores} only when no neighbour shows {shown}; {found} next to it "
                                         "shows one",
    "reason.not_adjacent_symbol.broken_many": "{card} {scores} only when no neighbour shows {shown}; {found} next "
                                              "to it show one",
    "reason.adjacent_two_or_more.met": "{card} has {count:{tag} tag|{tag} tags} among its neighbours on {found} "
                                       "(2 or more): {points}",
    "reason.adjacent_two_or_more.one": "{card} {scores} with 2 or more {tag} tags among its neighbours; they have "
                                       "only 1, on {found}",
    "reason.adjacent_two_or_more.one_own": "{card} {scores} with 2 or more {tag} tags among its neighbours; they "
                                           "have only 1, on {found} (its own {tag} tag does not count, ruling 3)",
    "reason.adjacent_two_or_more.none": "{card} {scores} with 2 or more {tag} tags among its neighbours; they have "
                                        "none{around}",
    "reason.adjacent_two_or_more.none_own": "{card} {scores} with 2 or more {tag} tags among its neighbours; they "
                                            "have none{around} (its own {tag} tag does not count, ruling 3)",
    "reason.adjacent_all_of.met": "{card}'s neighbours carry all of {tags}: {points}",
    "reason.adjacent_all_of.missing": "{card} {scores} when its neighbours show all of {tags}; they{around} have no "
                                      "{missing}",
    "reason.adjacent_one_or_more.more": "{card} has {count} {tag} tags among its neighbours ({found}), 2 or more: "
                                        "{points}",
    "reason.adjacent_one_or_more.one": "{card} has exactly 1 {tag} tag among its neighbours ({found}): {points}",
    "reason.adjacent_one_or_more.none": "{card} scores {one_points} next to 1 {tag} tag and {more_points} next to 2 "
                                        "or more; none of its neighbours{around} has one",
    "reason.adjacent_one_or_more.none_own": "{card} scores {one_points} next to 1 {tag} tag and {more_points} next "
                                            "to 2 or more; none of its neighbours{around} has one (its own {tag} tag "
                                            "does not count, ruling 3)",
    "reason.chain.no_tag": "{card} scores {wanted} in a {tag} chain of {minimum} or more tags; it has no {tag} tag "
                           "itself, so it is in no {tag} chain",
    "reason.chain.short": "{card} scores {wanted} in a {tag} chain of {minimum} or more tags; its chain has only "
                          "{size:tag|tags} (through {members})",
    "reason.chain.met": "{tag} chain of {size} through {members} >= {minimum}: {points}",
    "reason.chain_per_tag.no_tag": "{card} scores {wanted} per tag in a {tag} chain of {minimum} or more tags; it "
                                   "has no {tag} tag itself, so it is in no {tag} chain",
    "reason.chain_per_tag.short": "{card} scores {wanted} per tag in a {tag} chain of {minimum} or more tags; its "
                                  "chain has only {size:tag|tags} (through {members})",
    "reason.chain_per_tag.met": "{tag} chain of {size} through {members} >= {minimum}: {size} x {each}",
    "reason.unspent_sand_dollars.few": "{card} scores {each} per {per:unspent sand dollar|unspent sand dollars}; "
                                       "only {left:sand dollar|sand dollars} left",
    "reason.unspent_sand_dollars.few_again": "{card} scores {each} per {per:unspent sand dollar|unspent sand "
                                             "dollars}; only {left:sand dollar|sand dollars} left (each ratio card "
                                             "counts the same sand dollars, ruling 9)",
    "reason.unspent_sand_dollars.groups": "{card}: {left:unspent sand dollar|unspent sand dollars} make "
                                          "{groups:group of {per}|groups of {per}}, {each:point|points} each",
    "reason.unspent_sand_dollars.groups_again": "{card}: {left:unspent sand dollar|unspent sand dollars} make "
                                                "{groups:group of {per}|groups of {per}}, {each:point|points} each "
                                                "(each ratio card counts the same sand dollars, ruling 9)",
    "reason.tags_in_city.few": "{card} scores {each} per {per:{tag} tag|{tag} tags} in the city; the city has only "
                               "{total}",
    "reason.tags_in_city.few_tile": "{card} scores {each} per {per:{tag} tag|{tag} tags} in the city; the city has "
                                    "only {total} ({tile} on the starting tile)",
    "reason.tags_in_city.groups": "{card}: {total:{tag} tag|{tag} tags} in the city make "
                                  "{groups:group of {per}|groups of {per}}, {each:point|points} each",
    "reason.tags_in_city.groups_tile": "{card}: {total:{tag} tag|{tag} tags} in the city ({tile} on the starting "
                                       "tile) make {groups:group of {per}|groups of {per}}, {each:point|points} each",
    "reason.end_of_beach.rule": "{card}: end of beach is a placement rule (leftmost beach card, never swapped), it "
                                "scores nothing",
    "reason.footprint.matches": "Footprint on {card}: {count:match|matches} ({matches}), {each:point|points} each",
    "reason.footprint.none": "Footprint on {card}: the starting tile wants {wants}; {card} has none",
}


def _noun(count: int, one: str, many: str) -> str:
    """A count with its noun in the right form: ``{n:tag|tags}`` -> "1 tag", "2 tags", "-1 point"."""
    return f"{count} {one if count == 1 or count == -1 else many}"


def _expression(template: str, derived: Mapping[str, str]) -> str:
    """Python source that evaluates ``template`` over the values ``v``: each placeholder is ``derived``'s
    expression for its name, else ``v[name]``; a placeholder with a noun's forms goes through ``_noun``."""
    parts = []
    for literal, name, spec, _ in Formatter().parse(template):
        if literal:
            parts.append(repr(literal))
        if name is None:
            continue
        expr = derived.get(name) or f"v[{name!r}]"
        if spec:
            one, _, many = spec.partition("|")
            parts.append(f"_noun({expr}, {_expression(one, derived)}, {_expression(many, derived)})")
        else:
            parts.append(expr if name in derived else f"str({expr})")
    return f"''.join(({', '.join(parts)},))"


_SCOPE: dict[str, Any] = {}
"""What the generated wording functions read (filled below, once every helper is defined)."""


def _compiled(template: str, derived: Mapping[str, str] = {}) -> Callable[..., str]:
    """``template`` as a function ``(v, card, names) -> str``, generated once (as ``dataclasses`` generate
    their methods). Why: ``str.format_map`` parses its template on every call, about six times the cost of
    the generated f-string-like join, and a first score of a game words a few dozen reasons. Every literal
    and placeholder name enters the source quoted (``repr``), and a placeholder's code comes only from
    ``derived`` (this module's table), so a template (a translated one too) cannot add code."""
    source = f"def wording(v, card=None, names=None):\n    return {_expression(template, derived)}\n"
    scope = dict(_SCOPE)
    exec(source, scope)
    return scope["wording"]


_SAID: dict[str, Callable[..., str]] = {}
"""Each template's generated function, by key, made on first use."""


def say(key: str, values: Mapping[str, Any]) -> str:
    """The template ``key`` filled with ``values`` (a ``KeyError`` names a missing placeholder)."""
    found = _SAID.get(key)
    if found is None:
        found = _SAID[key] = _compiled(TEMPLATES[key])
    return found(values)


# --- catalogue records ------------------------------------------------------------------------


def _list_and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def people(count: int, person: str, style: str = "long") -> str:
    """People of one type, counted: ``long`` "1 local", "2 VIPs", "1 person of any type"; ``short`` "2 any"."""
    one, many = _PEOPLE.get(style, _PEOPLE["long"])[person]
    return f"{count} {one if count == 1 else many}"


def _tags_words(tags: Iterable[str], style: str) -> str:
    """A set of tags ("next to all of"): short, "+"-joined in catalogue order; long, as listed, "A, B and C";
    robot, as listed, "A, B"."""
    if style == "short":
        return "+".join(SHORT_TAGS[t] for t in SHORT_TAGS if t in tags)
    if style == "long":
        return _list_and([TAG_LABELS[t] for t in tags])
    return ", ".join(TAG_LABELS[t] for t in tags)


def _record_values(record: Any, style: str) -> dict[str, Any]:
    """A placement action's or ability's fields as placeholders in ``style``: tags and symbols as words,
    people as a counted phrase."""
    values: dict[str, Any] = {}
    for name, value in record:  # a pydantic model iterates its fields
        if name == "tag":
            values[name] = (SHORT_TAGS if style == "short" else TAG_LABELS)[value]
        elif name == "tags":
            values[name] = _tags_words(value, style)
        elif name == "symbol":
            values[name] = (SHORT_SYMBOLS if style == "short" else SYMBOL_LABELS)[value]
        elif type(value) is int:
            values[name] = value
    person = getattr(record, "person", None)
    if person is not None:  # "add 2 tourists": the count says the person's number
        values["people"] = people(record.count, person, style)
    elif record.kind == "ring":
        parts = [people(getattr(record, field), person, style) for field, person in _RING_PEOPLE
                 if getattr(record, field)]
        values["people"] = _JOIN_PEOPLE.get(style, " + ").join(parts)
    return values


def placement_text(action: Any, style: str = "long") -> str:
    """A placement action in words: ``long`` "Gain 2 sand dollars", ``short`` "+2 sand dollars"."""
    return say(f"placement.{action.kind}.{style}", _record_values(action, style))


def ability_text(ability: Any, style: str = "long") -> str:
    """A scoring ability (rings included) in words: ``long`` "Chain 5+ Nature: 1 per tag", ``short``
    "chain 5+ Nature 1 each" (points last)."""
    return say(f"ability.{ability.kind}.{style}", _record_values(ability, style))


def robot_text(ability: Any, card: str, values: Mapping[str, int]) -> str:
    """The Robot's line for one ability of ``card`` (ruling 15), its numbers in ``values``: ``met`` (what a
    met condition scores), ``each``, ``count``, ``groups``; ``negative`` when printed points were negative."""
    words = _record_values(ability, "robot")
    words.update(values)
    words["negative"] = TEMPLATES["robot.negative"] if values.get("negative") else ""
    return say("robot.card", {"card": card, "reason": say(f"ability.{ability.kind}.robot", words)})


# --- the scorer's facts -----------------------------------------------------------------------

Names = Callable[[Iterable[Any]], str]
"""Names the cards at some positions of a city ("Pier, Dune"), as the scorer calls them."""


def _tag_list(tags: Iterable[str], joiner: str) -> str:
    return joiner.join(TAG_LABELS[t] for t in tags)


def _wanted(wants: Iterable[str]) -> str:
    return " or ".join(f"{TAG_LABELS[w]} tags" if w in TAG_LABELS else SHOWN[w] for w in wants)


def _matched(matches: Iterable[str]) -> str:
    return ", ".join(TAG_LABELS[w] if w in TAG_LABELS else SYMBOL_LABELS[w] for w in matches)


_DERIVED: dict[str, str] = {
    "card": "card",
    "tag": "TAG_LABELS[v['tag']]",
    "found": "names(v['found'])",
    "members": "names(v['members'])",
    "around": "(' (' + names(v['around']) + ')' if v['around'] else '')",
    "symbol": "SYMBOL_LABELS[v['symbol']]",
    "shown": "SHOWN[v['symbol']]",
    "tags": "_tag_list(v['tags'], ', ')",
    "missing": "_tag_list(v['missing'], ' and no ')",
    "wants": "_wanted(v['wants'])",
    "matches": "_matched(v['matches'])",
    "scores": "_scores(v['wanted'])",
}
"""How a reason's placeholder is made from the scorer's values (``v``) when it is not a value as it is:
tags and symbols as words, positions as the cards' names (``around``: in brackets, or nothing),
``scores`` from ``wanted`` ("scores 2" / "loses 4")."""

_REASONS: dict[tuple[str, str], Callable[..., str]] = {}
"""Per (kind, case): the reason's generated function (``_compiled`` over ``_DERIVED``), made on first use."""

_SCORES: dict[int, str] = {}
"""``{scores}`` per points ("scores 2", "loses 4"): the few printed numbers, worded once."""


def _scores(points: int) -> str:
    found = _SCORES.get(points)
    if found is None:
        found = _SCORES[points] = (say("reason.loses", {"points": -points}) if points < 0
                                   else say("reason.scores", {"points": points}))
    return found


def reason_wording(kind: str, case: str) -> Callable[..., str]:
    """The function wording the reason of ``kind`` in ``case``: ``(values, card, names) -> str``. ``values``
    hold the scorer's numbers, tags (``tag``, ``tags``, ``missing``), a symbol, positions (``found``,
    ``members``; ``around``: the neighbours, said in brackets) and ``wanted`` (what the card would score,
    said "scores 2" / "loses 4"); ``names`` names positions. Made once per (kind, case) (``_REASONS``: a
    hot loop may probe it first)."""
    found = _REASONS.get((kind, case))
    if found is None:
        found = _REASONS[(kind, case)] = _compiled(TEMPLATES[f"reason.{kind}.{case}"], _DERIVED)
    return found


def reason_text(kind: str, case: str, values: Mapping[str, Any], card: str, names: Names | None = None) -> str:
    """The reason of one scored ability or footprint of ``card`` (``reason_wording``'s sentence)."""
    return reason_wording(kind, case)(values, card, names)


_SCOPE.update(_noun=_noun, str=str, TAG_LABELS=TAG_LABELS, SYMBOL_LABELS=SYMBOL_LABELS, SHOWN=SHOWN,
              _tag_list=_tag_list, _wanted=_wanted, _matched=_matched, _scores=_scores)
