"""The rules page's payment tables: each schedule's bonuses for strong rows and its special
hands with their values, drawn from the engine's own tables (presets.py), so that the help
cannot disagree with what the scoring pays. The page said only "their own bonus tables"."""

from __future__ import annotations

from html import escape

from ...base import words
from ...base.i18n import language, tr
from ...engine.chinese_poker import presets
from ...engine.chinese_poker.options import SCHEMA
from ...engine.chinese_poker.setting import ROWS
from ...engine.chinese_poker.specials import TITLES
from . import text

TABLE = "<table width='100%' border='1' cellspacing='0' cellpadding='4'>"


def _label(key: str) -> str:
    return SCHEMA.option(key).label.pick(language())


def _values(key: str) -> str:
    """An option's choices as New Game lists them: "13 units or 26 units"."""
    return words.listed([c.title.pick(language()) for c in SCHEMA.option(key).choices], "or")


def _choices(key: str) -> list[tuple[str, str]]:
    """(value, title) of an option's named tables, in New Game's order ("none" and "as the
    payments say" left out)."""
    option, lang = SCHEMA.option(key), language()
    return [(c.value, c.title.pick(lang)) for c in option.choices if c.value not in (None, "none")]


def _how_paid(mode: str) -> str:
    return {
        "instead": tr("the row's winner gets them instead of the row's one unit"),
        "additional": tr("the row's winner gets them on top of what the rows pay"),
        "extra": tr("paid whether the row wins or loses"),
    }[mode]


def royalties_html() -> str:
    """A row per strong hand in a row, a column per bonus table, then how each pays."""
    tables = _choices("royalties")
    cells = sorted({cell for value, _ in tables for cell in presets.ROYALTIES[value][1]})
    rows = []
    for row, category in cells:
        hand = tr("{row}: {hand}").format(
            row=text.row_name(ROWS[row]), hand=text.category_name(category)
        )
        units = "".join(
            f"<td align='center'>{presets.ROYALTIES[value][1].get((row, category), 0):g}</td>"
            for value, _ in tables
        )
        rows.append(f"<tr><td>{escape(hand)}</td>{units}</tr>")
    items = [_item(title, _how_paid(presets.ROYALTIES[value][0])) for value, title in tables]
    (units,) = set(presets.MIDDLE_EXTRA.values())  # the same for each hand it names
    hands = words.listed(text.category_name(category) for _, category in presets.MIDDLE_EXTRA)
    items.append(
        tr("{option}: {hands} in the middle pay {units} more.").format(
            option=_label("middle_extra"), hands=hands, units=f"{units:g}"
        )
    )
    return _section(
        tr("Bonus tables"),
        tr("Units a strong hand earns in its row, by the table New Game chooses:"),
        (tr("Row and hand"), *(title for _, title in tables)),
        rows,
        "",
        items,
    )


def _item(table: str, how: str) -> str:
    return tr("{table}: {how}.").format(table=table, how=how)


def _section(heading, intro, columns, rows, closing, items) -> str:
    """A heading, a line, a table (`rows` already HTML) and a list of what each column's
    schedule does."""
    # the first column (the hands) takes a quarter: shared equally, it wrapped every name;
    # the others as their words need (at equal shares "Vietnamese" broke in two)
    first, rest = columns[0], columns[1:]
    head = f"<th width='26%'>{escape(first)}</th>" + "".join(
        f"<th{_whole(c)}>{escape(c)}</th>" for c in rest
    )
    closing = f"<p>{escape(closing)}</p>" if closing else ""
    listed = "".join(f"<li>{escape(item)}</li>" for item in items)
    return (
        f"<h3>{escape(heading)}</h3><p>{escape(intro)}</p>"
        f"{TABLE}<tr>{head}</tr>{''.join(rows)}</table>{closing}<ul>{listed}</ul>"
    )


def _whole(title: str) -> str:
    """A one-word title is never broken: Qt's table gave "Vietnamese" less than its width and
    broke it, "Vietname / se", beside a cell of a longer name."""
    one_word = title.isascii() and " " not in title and len(title) <= 12  # (Chinese: no spaces)
    return " style='white-space: nowrap'" if one_word else ""


def _what_it_is(slug: str) -> str:
    """What the hand is, where its name does not say it all."""
    return {
        "six-pairs": tr("six pairs and an odd card (four of a kind counts as two pairs)"),
        "three-straights": tr("the rows can be set as three straights"),
        "three-flushes": tr("the rows can be set as three flushes"),
        "complete-straight": tr("one card of every rank, 2 to ace"),
        "one-colour": tr("all thirteen cards red, or all black"),
        "twelve-one-colour": tr("twelve cards of one colour and one of the other"),
        "small-cards": tr("no card above 9 (or 10, as New Game sets)"),
        "small": tr("every card from 2 to 8"),
        "big": tr("every card from 8 to ace"),
        "three-quads": tr("three fours of a kind among the thirteen cards"),
        "three-straight-flushes": tr("the rows can be set as three straight flushes"),
        "all-pictures": tr("twelve of the thirteen cards are jacks, queens or kings"),
    }.get(slug, "")


def _when_two_meet(clash: str) -> str:
    return {
        "full": tr(
            "the hand further down the table wins its full value; two of one kind are compared "
            "card by card"
        ),
        "difference": tr("the higher value receives the difference"),
        "full-or-push": tr("equal values push; otherwise the higher wins its full value"),
    }[clash]


def specials_html() -> str:
    """A row per special hand (what it is), a column per schedule: its value there, under the
    schedule's own name for it (Singapore's Dragon), then what happens when two meet."""
    schedules = [(presets.SPECIALS[value], title) for value, title in _choices("specials")]
    slugs: list[str] = []
    for schedule, _ in schedules:
        slugs += [s for s in schedule.slugs() if s not in slugs]
    slugs.sort(key=lambda s: min(sch.value(s) for sch, _ in schedules if s in sch.slugs()))
    rows = []
    for slug in slugs:
        cells = []
        for schedule, _ in schedules:
            if slug not in schedule.slugs():
                cells.append("<td align='center'>–</td>")
                continue
            value = f"{schedule.value(slug):g}"
            name = schedule.title(slug)
            if name != TITLES[slug]:
                named = tr("({name})").format(name=text.special_title(name))
                value += f"<br>{escape(named)}"
            cells.append(f"<td align='center'>{value}</td>")
        hand, about = text.special_title(TITLES[slug]), _what_it_is(slug)
        rows.append(
            f"<tr><td><b>{escape(hand)}</b>{'<br>' if about else ''}{escape(about)}</td>"
            f"{''.join(cells)}</tr>"
        )
    return _section(
        tr("Special hands"),
        tr(
            "Units a declared special hand wins from each ordinary hand (– where the schedule has none):"
        ),
        (tr("Hand"), *(title for _, title in schedules)),
        rows,
        tr("When two special hands meet:"),
        [_item(title, _when_two_meet(schedule.clash)) for schedule, title in schedules]
        + [
            tr("{option} {values}, as New Game sets.").format(
                option=_label("dragon_value"), values=_values("dragon_value")
            )
        ],
    )


def payment_tables() -> str:
    """Both tables, for the rules page's place marker."""
    return royalties_html() + specials_html()
