"""Every word about a card's icons, in the app's four languages: the one wording of each kind.

The templates live in the language catalogues (``lang/catalogues/*.ftl``, Fluent messages), keyed
``"<what>.<kind>.<style or case>"``: the sentence of each placement action and scoring ability in two
styles (``short``: a catalogue label, "ring 2 tourists 4"; ``long``: the card's own lines, "Ring: 2
tourists -> 4"), the Robot's "counts as met" line of each ability (``robot``), a ring as the score report
names it (``report``: "ring of 2 tourists (4 points)") and every reason a score gives
(``reason.<kind>.<case>``); the vocabulary under ``tag.*`` and ``card.*``. Variables are named
(``{ $points }``, ``{ $tag }``...) after the model's fields or the scorer's facts; a counted noun is a
select inside the template (``{ $amount -> [one] { $amount } sand dollar *[other] ... }``), chosen by the
language's plural rules (Babel's categories), and a select on a tag or symbol (``{ $tag -> [business]
...}``) lets a language inflect it (German compounds, cases), so no grammar of any language is in code.

``ability_text`` / ``placement_text`` word a catalogue record; ``reason_text`` words the facts the
scorer returns (``scorer.scoring.abilities``: a kind, a case and its numbers, never a sentence). Each
takes a ``language`` (default English, the score report's pinned language).
A new ability kind adds its rows to the catalogues and nothing else: the functions read fields by name.
Pure: no model is imported here (``card_db.models`` reads these words), nothing is scored.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import cache
from typing import Any

from fluent.syntax import ast

import lang
from lang.catalogue import catalogue, messages, terms, value_of
from lang.grammar import cased, cased_join, in_case

DEFAULT = lang.DEFAULT_LANGUAGE


# The catalogue keys of the vocabulary, written out whole (tests/lang checks every key written in the code).
_VOCABULARY: dict[str, dict[str, str]] = {
    "tag": {"local": "tag.local", "tourist": "tag.tourist", "business": "tag.business", "sports": "tag.sports",
            "nature": "tag.nature", "wave": "tag.wave"},
    "short_tag": {"local": "tag.short_local", "tourist": "tag.short_tourist", "business": "tag.short_business",
                  "sports": "tag.short_sports", "nature": "tag.short_nature", "wave": "tag.short_wave"},
    "symbol": {"sand_dollar": "card.symbol_sand_dollar", "people": "card.symbol_people", "ring": "card.symbol_ring"},
    "short_symbol": {"sand_dollar": "card.symbol_short_sand_dollar", "people": "card.symbol_short_people",
                     "ring": "card.symbol_short_ring"},
    "shown": {"sand_dollar": "card.shown_sand_dollar", "people": "card.shown_people", "ring": "card.shown_ring"},
}
"""Per kind of word: ``tag`` (the printed name, "Local Spot", in the catalogue's tag order), ``short_tag``
(one word, so a label stays short on a phone: "Local"), ``symbol`` (a printed symbol an adjacency looks
for, ruling 3: "a card that gives sand dollars"), ``short_symbol`` ("sand dollar") and ``shown`` (what a
neighbour shows, as a player looks for it on the card: "a sand dollar icon")."""


@cache
def vocabulary(kind: str, language: str = DEFAULT) -> dict[str, str]:
    """The words of one ``kind`` of ``_VOCABULARY`` in ``language``, by tag or symbol."""
    return {name: cased(lang.text, key, language) for name, key in _VOCABULARY[kind].items()}


def tag_labels(language: str = DEFAULT) -> dict[str, str]:
    """Each tag's printed name in ``language`` ("Local Spot")."""
    return vocabulary("tag", language)


def short_tags(language: str = DEFAULT) -> dict[str, str]:
    """Each tag in one word ("Local")."""
    return vocabulary("short_tag", language)


def symbol_labels(language: str = DEFAULT) -> dict[str, str]:
    """Each printed symbol as an adjacency names it ("a card that gives sand dollars")."""
    return vocabulary("symbol", language)


def short_symbols(language: str = DEFAULT) -> dict[str, str]:
    """Each printed symbol in one or two words ("sand dollar")."""
    return vocabulary("short_symbol", language)


def shown_symbols(language: str = DEFAULT) -> dict[str, str]:
    """What a neighbour shows for each printed symbol ("a sand dollar icon")."""
    return vocabulary("shown", language)


TAG_LABELS: dict[str, str] = tag_labels()
"""The English tag names (the score report's, the file formats' help texts)."""
SHORT_TAGS: dict[str, str] = short_tags()
SYMBOL_LABELS: dict[str, str] = symbol_labels()
SHORT_SYMBOLS: dict[str, str] = short_symbols()
SHOWN: dict[str, str] = shown_symbols()

_PERSON_KEYS: dict[str, dict[str, str]] = {
    style: {"local": "card.person_local", "tourist": "card.person_tourist", "vip": "card.person_vip", "any": any_key}
    for style, any_key in (("short", "card.person_any_short"), ("long", "card.person_any_long"),
                           ("report", "card.person_any_report"))
}
"""Each person's plural entry, per style (the ``robot`` style words people as ``long`` does)."""
_RING_PEOPLE = (("locals", "local"), ("tourists", "tourist"), ("vips", "vip"), ("any", "any"))
"""A ring's fields and the person each pictures."""
_JOIN_PEOPLE = {"short": " "}
"""How a ring's people are joined, per style (" + " unless said here)."""

# --- compiling a template ---------------------------------------------------------------------


def _entry(key: str, language: str) -> ast.Message:
    found = messages(language).get(key)
    return found if found is not None else messages(DEFAULT)[key]


def template(key: str, language: str = DEFAULT) -> str:
    """The catalogue's template ``key`` in ``language`` as Fluent source (English when the language lacks it)."""
    found = catalogue(language).get(key)
    return found if found is not None else catalogue(DEFAULT)[key]


def _number(value: Any, language: str) -> str:
    """A placeholder's value as text: numbers written for the language (English as ``str`` writes them,
    byte for byte the pinned report's; a number under a thousand is written alike in all four)."""
    if language == DEFAULT or type(value) is not int or -1000 < value < 1000:
        return str(value)
    return lang.number(value, language)


def _as_text(expr: str, language: str) -> str:
    """Source writing the value ``expr`` as text: ``str`` in English (the hot path of the score report),
    ``_number`` in the other languages."""
    return f"str({expr})" if language == DEFAULT else f"_number({expr}, L)"


def _selected(key: Any) -> str:
    """Source of a select's variant test: a number key compares the value, a name its plural category
    (a number) or the value itself (a tag or a symbol's name: ``[business]``)."""
    if isinstance(key, ast.NumberLiteral):
        return f" == {key.parse()['value']!r}"
    return f" == {key.name!r}"


def _term_words(reference: ast.TermReference, language: str) -> str:
    """A term as a message references it (``{ -local(case: "dative") }``), worded once when compiled: its
    arguments are literals, so its words never change."""
    term = terms(language).get(reference.id.name) or terms(DEFAULT)[reference.id.name]
    args = {arg.name.name: arg.value.parse()["value"] for arg in (reference.arguments.named if
                                                                   reference.arguments else ())}
    pattern = term.value if reference.attribute is None else next(
        a.value for a in term.attributes if a.id.name == reference.attribute.name)
    function = _function_of(pattern, language, {name: repr(value) for name, value in args.items()})
    return function({})


def _expression(elements: Iterable[ast.PatternElement], derived: Mapping[str, str], language: str) -> str:
    """Python source that evaluates a Fluent pattern over the values ``v``: text as it is; ``{ $name }`` as
    ``derived``'s expression for the name, else ``v[name]`` as text; a select on ``$name`` tests the value
    ``v[name]`` itself (``derived``'s words are for showing, not choosing): a number by the language's
    plural category (``[one]``) or a literal (``[0]``), a word by equality (``[business]``); a term
    reference as the term's words, chosen once here."""
    parts = []
    for element in elements:
        if isinstance(element, ast.TextElement):
            parts.append(repr(element.value))
            continue
        assert isinstance(element, ast.Placeable)  # a pattern holds text and placeables only
        expression = element.expression
        if isinstance(expression, ast.VariableReference):
            name = expression.id.name
            parts.append(derived[name] if name in derived else _as_text(f"v[{name!r}]", language))
        elif isinstance(expression, ast.StringLiteral):
            parts.append(repr(expression.parse()["value"]))
        elif isinstance(expression, ast.TermReference):
            parts.append(repr(_term_words(expression, language)))
        elif isinstance(expression, ast.SelectExpression):
            selector = expression.selector
            assert isinstance(selector, ast.VariableReference)  # our templates select on a variable only
            name = selector.id.name
            raw = derived.get(f"raw:{name}") or f"v[{name!r}]"
            default = next(v for v in expression.variants if v.default)
            chosen = _expression(default.value.elements, derived, language)
            for variant in reversed([v for v in expression.variants if not v.default]):
                if isinstance(variant.key, ast.NumberLiteral):
                    test = f"{raw}{_selected(variant.key)}"
                else:
                    test = f"(CATEGORY.get({raw}) or _key({raw}, L)){_selected(variant.key)}"
                chosen = f"({_expression(variant.value.elements, derived, language)} if {test} else {chosen})"
            parts.append(chosen)
        elif isinstance(expression, ast.FunctionReference) and expression.id.name == "CASE":
            (argument,) = expression.arguments.positional
            case = {a.name.name: a.value.parse()["value"] for a in expression.arguments.named}.get("case", "")
            assert isinstance(argument, ast.VariableReference)  # CASE($people, ...): a variable's case
            name = argument.id.name
            parts.append(f"_in_case({derived.get(name) or f'v[{name!r}]'}, {case!r})")
        else:
            raise ValueError(f"a card template may not hold {type(expression).__name__}: word it with "
                             "variables, selects and terms")
    return f"''.join(({', '.join(parts)},))" if parts else "''"


def _function_of(pattern: ast.Pattern, language: str, derived: Mapping[str, str] = {}) -> Callable[..., str]:
    body = _expression(pattern.elements, derived, language)
    source = f"def wording(v, card=None, names=None):\n    return {body}\n"
    scope = dict(_SCOPE, **_language_scope(language))
    exec(source, scope)
    return scope["wording"]


def _compiled(key: str, language: str, derived: Mapping[str, str] = {}) -> Callable[..., str]:
    """The template ``key`` in ``language`` as a function ``(v, card, names) -> str``, generated once per
    (template, language) (as ``dataclasses`` generate their methods). Why: a Fluent bundle resolves its
    pattern tree on every call, several times the cost of the generated join, and a first score of a game
    words a few dozen reasons (``tests/lang/test_card_words.py`` checks the two agree). Every literal and
    variable name enters the source quoted (``repr``), and a variable's code comes only from ``derived``
    (this module's table), so a template (a translated one too) cannot add code."""
    return _function_of(value_of(_entry(key, language)), language, derived)


def _compiled_from(elements: list, language: str, derived: Mapping[str, str] = {}) -> Callable[..., str]:
    """``_compiled`` for some elements of a template (a catalogue's template, cut: ``own_reason_wording``)."""
    return _function_of(ast.Pattern(elements), language, derived)


_SAID: dict[tuple[str, str], Callable[..., str]] = {}
"""Each template's generated function, by (key, language), made on first use."""


_RECORD: dict[bool, dict[str, str]] = {
    True: {"tag": "SHORT_TAG_LABELS[v['tag']]", "symbol": "SHORT_SYMBOL_LABELS[v['symbol']]"},
    False: {"tag": "TAG_LABELS[v['tag']]", "symbol": "SYMBOL_LABELS[v['symbol']]"},
}
"""How a catalogue record's template shows a tag or a symbol given by id: short words for a ``short``
template, else the printed name ("Local Spot") and the symbol as an adjacency names it."""


def say(key: str, values: Mapping[str, Any], language: str = DEFAULT) -> str:
    """The template ``key`` in ``language`` filled with ``values`` (a ``KeyError`` names a missing placeholder)."""
    found = _SAID.get((key, language))
    if found is None:
        found = _SAID[(key, language)] = _compiled(key, language, _RECORD[key.endswith(".short")])
    return found(values)


def _joined(words: list[str], key: str, language: str, comma: str = ", ") -> str:
    """"A, B and C": all but the last joined by commas, the last by the catalogue's ``key``
    ("{first} and {last}")."""
    if len(words) == 1:
        return words[0]
    return lang.text(key, language, first=comma.join(words[:-1]), last=words[-1])


def _folded(words: list[str], key: str, language: str) -> str:
    """"A or B or C": every word joined by the catalogue's ``key``."""
    found = words[0]
    for word in words[1:]:
        found = lang.text(key, language, first=found, last=word)
    return found


def counted(count: int, key: str, language: str = DEFAULT, **values: Any) -> str:
    """A count with its noun in the right form, from the plural entry ``key``: ("card.n_tags", 2) ->
    "2 tags", "2 Symbole" (de); the entry's other placeholders from ``values``."""
    return lang.text(key, language, count=count, **values)


# --- catalogue records ------------------------------------------------------------------------


def people(count: int, person: str, style: str = "long", language: str = DEFAULT) -> str:
    """People of one type, counted: ``long`` "1 local", "2 VIPs", "1 person of any type"; ``short`` "2 any"."""
    return cased(lang.text, _PERSON_KEYS.get(style, _PERSON_KEYS["long"])[person], language, count=count)


def _tags_words(tags: Iterable[str], style: str, language: str) -> str:
    """A set of tags ("next to all of"): short, "+"-joined in catalogue order; long, as listed, "A, B and C";
    robot, as listed, "A, B"."""
    if style == "short":
        words = short_tags(language)
        return "+".join(words[t] for t in words if t in tags)
    labels = tag_labels(language)
    if style == "long":
        return _joined([labels[t] for t in tags], "card.list_and", language)
    return lang.listed([labels[t] for t in tags], language)


def _record_values(record: Any, style: str, language: str) -> dict[str, Any]:
    """A placement action's or ability's fields as a template's values in ``style``: a tag or a symbol as
    its id (the template shows its words, ``_RECORD``, and may select on it: German compounds), several tags
    as words, people as a counted phrase in every case (``lang.grammar.Cased``)."""
    values: dict[str, Any] = {}
    for name, value in record:  # a pydantic model iterates its fields
        if name == "tag" or name == "symbol":  # the id: a template selects on it and shows its words (_RECORD)
            values[name] = value
        elif name == "tags":
            values[name] = _tags_words(value, style, language)
        elif type(value) is int:
            values[name] = value
    person = getattr(record, "person", None)
    if person is not None:  # "add 2 tourists": the count says the person's number
        values["people"] = people(record.count, person, style, language)
    elif record.kind == "ring":
        parts = [people(getattr(record, field), person, style, language) for field, person in _RING_PEOPLE
                 if getattr(record, field)]
        values["people"] = cased_join(parts, _JOIN_PEOPLE.get(style, " + "))
    return values


def placement_text(action: Any, style: str = "long", language: str = DEFAULT) -> str:
    """A placement action in words: ``long`` "Gain 2 sand dollars", ``short`` "+2 sand dollars"."""
    return say(f"placement.{action.kind}.{style}", _record_values(action, style, language), language)


def ability_text(ability: Any, style: str = "long", language: str = DEFAULT) -> str:
    """A scoring ability (rings included) in words: ``long`` "Chain 5+ Nature: 1 per tag", ``short``
    "chain 5+ Nature 1 each" (points last)."""
    return say(f"ability.{ability.kind}.{style}", _record_values(ability, style, language), language)


def robot_text(ability: Any, card: str, values: Mapping[str, int], language: str = DEFAULT) -> str:
    """The Robot's line for one ability of ``card`` (ruling 15), its numbers in ``values``: ``met`` (what a
    met condition scores), ``each``, ``count``, ``groups``; ``negative`` when printed points were negative.
    The template says "(negative points count as positive)" itself: ``$negative`` is "yes" or "no", a select
    inside the one sentence (the template's term ``-robot-negative``), never words added after it."""
    words = _record_values(ability, "robot", language)
    words.update(values)
    words["negative"] = "yes" if values.get("negative") else "no"
    return say("ability.robot_line",
               {"card": card, "reason": say(f"ability.{ability.kind}.robot", words, language)}, language)


# --- the scorer's facts -----------------------------------------------------------------------

Names = Callable[[Iterable[Any]], str]
"""Names the cards at some positions of a city ("Pier, Dune"), as the scorer calls them."""


def _tag_list(tags: Iterable[str], language: str) -> str:
    labels = tag_labels(language)
    return lang.listed([labels[t] for t in tags], language)


def _missing(tags: Iterable[str], language: str) -> str:
    labels = tag_labels(language)
    return _folded([labels[t] for t in tags], "card.list_and_no", language)


def _wanted(wants: Iterable[str], language: str) -> str:
    labels, shown = tag_labels(language), shown_symbols(language)
    words = [lang.text("card.wanted_tags", language, tag=labels[w]) if w in labels else shown[w]
             for w in wants]
    return _folded(words, "card.list_or", language)


def _matched(matches: Iterable[str], language: str) -> str:
    labels, symbols = tag_labels(language), symbol_labels(language)
    return lang.listed([labels[w] if w in labels else symbols[w] for w in matches], language)


_DERIVED: dict[str, str] = {
    "card": "card",
    "tag": "TAG_LABELS[v['tag']]",
    "found": "names(v['found'])",
    "members": "names(v['members'])",
    "around": "(' (' + names(v['around']) + ')' if v['around'] else '')",
    "symbol": "SYMBOL_LABELS[v['symbol']]",
    "shown": "SHOWN[v['symbol']]",
    "raw:shown": "v['symbol']",  # a select on $shown chooses by the symbol ("[ring] lo" in Italian)
    "tags": "_tag_list(v['tags'], L)",
    "missing": "_missing(v['missing'], L)",
    "wants": "_wanted(v['wants'], L)",
    "matches": "_matched(v['matches'], L)",
    "scores": "(SCORES.get(v['wanted']) or _scores(v['wanted'], L))",
}
"""How a reason's placeholder is made from the scorer's values (``v``) when it is not a value as it is:
tags and symbols as words of the language ``L``, positions as the cards' names (``around``: in brackets,
or nothing), ``scores`` from ``wanted`` ("scores 2" / "loses 4")."""

_REASONS: dict[tuple[str, str], Callable[..., str]] = {}
"""Per (kind, case): the English reason's generated function (``_compiled`` over ``_DERIVED``), made on
first use; the scorer's hot loop probes this dict first (``scorer.scoring.abilities``)."""
_REASONS_IN: dict[tuple[str, str, str], Callable[..., str]] = {}
"""Per (kind, case, language): the other languages' reason functions."""

_SCORES: dict[str, dict[int, str]] = {language: {} for language in lang.LANGUAGES}
"""``{scores}`` per language and points ("scores 2", "loses 4"): the few printed numbers, worded once."""


def _scores(points: int, language: str) -> str:
    found = _SCORES[language][points] = (say("reason.loses", {"points": -points}, language) if points < 0
                                         else say("reason.scores", {"points": points}, language))
    return found


def reason_wording(kind: str, case: str, language: str = DEFAULT) -> Callable[..., str]:
    """The function wording the reason of ``kind`` in ``case`` in ``language``: ``(values, card, names) ->
    str``. ``values`` hold the scorer's numbers, tags (``tag``, ``tags``, ``missing``), a symbol, positions
    (``found``, ``members``; ``around``: the neighbours, said in brackets) and ``wanted`` (what the card
    would score, said "scores 2" / "loses 4"); ``names`` names positions. Made once per (kind, case,
    language) (``_REASONS``: a hot loop may probe it first)."""
    if language == DEFAULT:
        found = _REASONS.get((kind, case))
        if found is None:
            found = _REASONS[(kind, case)] = _compiled(f"reason.{kind}.{case}", language, _DERIVED)
        return found
    found = _REASONS_IN.get((kind, case, language))
    if found is None:
        found = _REASONS_IN[(kind, case, language)] = _compiled(f"reason.{kind}.{case}", language, _DERIVED)
    return found


_OWN_REASONS: dict[tuple[str, str, str], Callable[..., str]] = {}
"""Per (kind, case, language): ``own_reason_wording``'s functions."""


def _is_card(element: Any) -> bool:
    return isinstance(element, ast.Placeable) and isinstance(element.expression, ast.VariableReference) and \
        element.expression.id.name == "card"


def _is_card_label(elements: list) -> bool:
    """The template starts "{ $card }: " (a label the heading says already)."""
    first, second = elements
    return _is_card(first) and isinstance(second, ast.TextElement) and second.value.startswith(": ")


def own_reason_wording(kind: str, case: str, language: str = DEFAULT) -> Callable[..., str]:
    """``reason_wording`` for a line under a heading that already names the card (the Scorepad's "By card"):
    the catalogue's ``reason.own.<kind>.<case>`` where the card's own name cannot simply give way to a
    pronoun (a possessive, a preposition: "Footprint: 1 match"), else the reason's template without its
    leading "{card}: " label. The caller passes ``why.own_card`` ("it", "sie"...) as the card."""
    found = _OWN_REASONS.get((kind, case, language))
    if found is None:
        own = f"reason.own.{kind}.{case}"
        elements = list(value_of(_entry(own if own in messages(DEFAULT) else f"reason.{kind}.{case}", language)).elements)
        if len(elements) >= 2 and _is_card_label(elements[:2]):  # drop the leading "{ $card }: "
            label_end = elements[1]
            assert isinstance(label_end, ast.TextElement)  # _is_card_label checked it
            rest = label_end.value.removeprefix(": ")
            kept: list[ast.TextElement | ast.Placeable] = [ast.TextElement(rest)] if rest else []
            elements = kept + elements[2:]
        found = _OWN_REASONS[(kind, case, language)] = _compiled_from(elements, language, _DERIVED)
    return found


def reason_text(kind: str, case: str, values: Mapping[str, Any], card: str, names: Names | None = None,
                language: str = DEFAULT) -> str:
    """The reason of one scored ability or footprint of ``card`` (``reason_wording``'s sentence)."""
    return reason_wording(kind, case, language)(values, card, names)


def _language_scope(language: str) -> dict[str, Any]:
    """What a generated function of ``language`` reads besides ``_SCOPE``: the language and its words."""
    return {"L": language, "TAG_LABELS": tag_labels(language), "SYMBOL_LABELS": symbol_labels(language),
            "SHORT_TAG_LABELS": short_tags(language), "SHORT_SYMBOL_LABELS": short_symbols(language),
            "SHOWN": shown_symbols(language), "SCORES": _SCORES.setdefault(language, {}),
            "CATEGORY": _categories(language)}


def _key(value: Any, language: str) -> Any:
    """What a select compares a value with: a number's plural category, or a word as it is."""
    return lang.plural_category(value, language) if isinstance(value, (int, float)) else value


@cache
def _categories(language: str) -> dict[int, str]:
    """The plural category of every count a card says (-999..999) in ``language``, from Babel once: a
    generated function looks a count's category up here (a dict read, not a call)."""
    return {n: lang.plural_category(n, language) for n in range(-999, 1000)}


_SCOPE: dict[str, Any] = {"_in_case": in_case, "_number": _number, "_key": _key, "_tag_list": _tag_list,
                          "_missing": _missing, "_wanted": _wanted, "_matched": _matched, "_scores": _scores}
"""What every generated wording function reads."""


def template_keys() -> list[str]:
    """Every key this module words from (the English catalogue's placement., ability. and reason. keys)."""
    return [k for k in catalogue(DEFAULT) if k.startswith(("placement.", "ability.", "reason."))]


TEMPLATES: dict[str, str] = {key: template(key) for key in template_keys()}
"""The English templates by key (what the tests and a reader look up; the words live in the catalogues)."""
