"""`gupai da-gunzi trick | follow | classify | score` (the contract is docs/cli.md).

Each subcommand takes cases as arguments (one case, or several arguments that each hold a
"|") or `-` to read one case per line from standard input, blank lines skipped. A line starts
with "LEVEL TRUMP" (LEVEL 3-10, T for 10; TRUMP s h d c); `score` starts with both teams'
levels instead. A card may appear at most three times among the cards on the table in a line
(in `follow`, the lead and the hand; the play is taken from the hand). Bad input leaves with
status 2 and one line naming the bad token (via CliError).
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from ..engine.cards import SUITS
from ..engine.dagunzi.cards import Trumps, check_copies, fmt, parse
from ..engine.dagunzi.combos import classify, trick_winner
from ..engine.dagunzi.follow import follow_problem, follows
from ..engine.dagunzi.rules import FIRST_LEVEL, LAST_LEVEL, OPTIONS, DaGunziRules
from ..engine.dagunzi.settlement import Settlement, describe, settle
from ..records.format import to_jsonable
from .args import CliError, parse_whole, stdin_lines

MODES = OPTIONS["follow"]
LAST = ("attackers", "dealer")


def register(subparsers) -> None:
    dg = subparsers.add_parser(
        "da-gunzi",
        help="Da Gunzi: tricks, follows, combinations, scores",
        description="Da Gunzi (打滚子) analysis with the app's engine.",
    )
    sub = dg.add_subparsers(dest="dagunzi_command", required=True, parser_class=type(dg))

    tr = sub.add_parser("trick", help="who wins a trick: 0-3 counted from the leader")
    _cases(tr, '"LEVEL TRUMP | LEAD | P1 | P2 | P3", the plays in play order')
    tr.set_defaults(func=_cmd_trick)

    fo = sub.add_parser("follow", help="is a play a legal answer to the lead: legal | illegal")
    _cases(fo, '"LEVEL TRUMP [live|dead] | LEAD | HAND | PLAY"')
    fo.add_argument(
        "--follow",
        choices=MODES,
        default="live",
        help="live sticks (活棒, default): only the suit is forced; dead sticks "
        "(死棒): a stick or roll must be answered in kind when held",
    )
    fo.set_defaults(func=_cmd_follow)

    cl = sub.add_parser("classify", help='a lead\'s shape and suit: "single|stick|roll SUIT"')
    _cases(cl, '"LEVEL TRUMP | CARDS"')
    cl.set_defaults(func=_cmd_classify)

    sc = sub.add_parser("score", help='settle a hand: "SCORE DEALER ATTACKERS NEXT BLOOD"')
    _cases(
        sc,
        '"DEALER_LEVEL ATTACKER_LEVEL [dry] | POINTS | BOTTOM | LAST [SIZE]", LAST '
        "attackers or dealer (who won the last trick); the dealer is seat 0",
    )
    sc.add_argument(
        "--must-play",
        choices=OPTIONS["must_play"],
        default="3,10",
        metavar="3,10|10",
        help="levels a team must win as dealer before passing them (default 3,10)",
    )
    sc.add_argument(
        "--bad-dig-dealer",
        choices=("partner", "same"),
        default="partner",
        help="who deals after 臭抠 (dug under 120): the partner (default) or the same dealer",
    )
    sc.add_argument(
        "--no-joker-levels",
        action="store_true",
        help="buried jokers give blood only; a level-up is always +1",
    )
    sc.add_argument(
        "--sweep-test",
        choices=OPTIONS["sweep_test"],
        default="score-300",
        help="the attackers win the cycle at a score of 300 (score-300, the "
        "default) or on taking every point card (all-points)",
    )
    sc.add_argument(
        "--zero-if-dug",
        choices=("ends-cycle", "case-b"),
        default="ends-cycle",
        help="a score of 0 with the bottom dug ends the cycle (ends-cycle, the "
        "default) or is 臭抠 (case-b)",
    )
    sc.set_defaults(func=_cmd_score)


def _cases(p, form: str) -> None:
    p.add_argument(
        "cases", nargs="+", metavar="CASE", help=f"{form}; or - to read one case per line"
    )
    p.add_argument("--json", action="store_true", help="print one JSON object per answer")


def _lines(values: list[str]) -> Iterable[tuple[int, str]]:
    if values == ["-"]:
        yield from stdin_lines()
    elif len(values) > 1 and all("|" in v for v in values):
        for value in values:
            yield 0, value
    else:
        yield 0, " ".join(values)


def _run(args, answer) -> int:
    for line_no, text in _lines(args.cases):
        try:
            line, obj = answer(args, text)
        except ValueError as exc:
            where = f"line {line_no}: " if line_no else ""
            raise CliError(where + (exc.args[0] if exc.args else str(exc))) from None
        print(json.dumps(obj, ensure_ascii=False) if args.json else line, flush=True)
    return 0


def _parts(text: str, count: int, form: str) -> list[str]:
    parts = [p.strip() for p in text.split("|")]
    if len(parts) != count:
        raise ValueError(
            f"{text!r}: expected {form!r} ({count} parts separated by '|', not {len(parts)})"
        )
    return parts


def level_of(token: str) -> int:
    if token.upper() == "T":
        return 10
    try:
        if token.isascii() and token.isdigit():
            return parse_whole(token, "a level", FIRST_LEVEL, LAST_LEVEL)
    except ValueError:
        pass
    raise ValueError(f"{token!r} is not a level: write {FIRST_LEVEL}-9, 10 or T")


def _head(text: str, modes: bool = False) -> tuple[Trumps, str | None]:
    words = text.split()
    if len(words) not in ((2, 3) if modes else (2,)):
        want = "LEVEL TRUMP [live|dead]" if modes else "LEVEL TRUMP"
        raise ValueError(f"{text!r}: expected {want!r}, e.g. '5 s'")
    level = level_of(words[0])
    suit = words[1].lower()
    if suit not in SUITS:
        raise ValueError(f"{words[1]!r} is not a trump suit: write s, h, d or c")
    mode = words[2].lower() if len(words) == 3 else None
    if mode is not None and mode not in MODES:
        raise ValueError(f"{words[2]!r}: the follow rule is live or dead")
    return Trumps(level, suit), mode


def _cards(text: str, what: str, empty_ok: bool = False) -> list:
    cards = parse(text)
    if not cards and not empty_ok:
        raise ValueError(f"{what} is empty: write its cards, e.g. Kh or 8h 8h")
    return cards


def _lead(text: str, trumps: Trumps) -> tuple:
    lead = tuple(_cards(text, "the lead"))
    if classify(lead, trumps) is None:
        raise ValueError(
            f"lead {fmt(lead)!r} is not a single, a stick or a roll "
            "(one, two or three identical cards)"
        )
    return lead


def _shape_json(cards, trumps: Trumps) -> dict | None:
    found = classify(cards, trumps)
    return None if found is None else {"shape": found[0], "suit": found[1]}


# -- trick ------------------------------------------------------------------------------------


def _trick(args, text: str) -> tuple[str, dict]:
    parts = _parts(text, 5, "LEVEL TRUMP | LEAD | P1 | P2 | P3")
    trumps, _ = _head(parts[0])
    lead = _lead(parts[1], trumps)
    plays = [lead]
    for i, part in enumerate(parts[2:], 1):
        play = tuple(_cards(part, f"play P{i}"))
        if len(play) != len(lead):
            raise ValueError(
                f"P{i} {fmt(play)!r}: the lead has {len(lead)} card"
                f"{'s' if len(lead) > 1 else ''}, so every play has as many"
            )
        plays.append(play)
    check_copies(c for p in plays for c in p)
    w = trick_winner(plays, trumps)
    return str(w), {
        "winner": w,
        "level": trumps.level,
        "trump": trumps.suit,
        "plays": [fmt(p) for p in plays],
        "shapes": [_shape_json(p, trumps) for p in plays],
    }


def _cmd_trick(args) -> int:
    return _run(args, _trick)


# -- follow -----------------------------------------------------------------------------------


def _follow(args, text: str) -> tuple[str, dict]:
    parts = _parts(text, 4, "LEVEL TRUMP [live|dead] | LEAD | HAND | PLAY")
    trumps, mode = _head(parts[0], modes=True)
    mode = mode or args.follow
    lead = _lead(parts[1], trumps)
    hand = _cards(parts[2], "the hand")
    if len(hand) < len(lead):
        raise ValueError(
            f"hand {fmt(hand)!r} has {len(hand)} card{'s' if len(hand) > 1 else ''}"
            f", fewer than the lead's {len(lead)}"
        )
    play = _cards(parts[3], "the play", empty_ok=True)
    check_copies(list(lead) + hand)
    reason = follow_problem(hand, lead, play, trumps, mode)
    line = "legal" if reason is None else f"illegal\t{reason}"
    return line, {
        "legal": reason is None,
        "reason": reason,
        "mode": mode,
        "level": trumps.level,
        "trump": trumps.suit,
        "lead": fmt(lead),
        "hand": fmt(trumps.sorted(hand)),
        "play": fmt(play),
        "legal_plays": [fmt(p) for p in follows(hand, lead, trumps, mode)],
    }


def _cmd_follow(args) -> int:
    return _run(args, _follow)


# -- classify ---------------------------------------------------------------------------------


def _classify(args, text: str) -> tuple[str, dict]:
    parts = _parts(text, 2, "LEVEL TRUMP | CARDS")
    trumps, _ = _head(parts[0])
    cards = _cards(parts[1], "the play")
    check_copies(cards)
    found = classify(cards, trumps)
    line = "invalid" if found is None else f"{found[0]} {found[1]}"
    return line, {
        "cards": fmt(cards),
        "level": trumps.level,
        "trump": trumps.suit,
        "valid": found is not None,
        "shape": found and found[0],
        "suit": found and found[1],
        "trumps": [trumps.is_trump(c) for c in cards],
        "strengths": [trumps.strength(c) for c in cards],
    }


def _cmd_classify(args) -> int:
    return _run(args, _classify)


# -- score ------------------------------------------------------------------------------------


def _rules(args) -> DaGunziRules:
    return DaGunziRules(
        must_play=args.must_play,
        joker_levels=not args.no_joker_levels,
        same_dealer_on_bad_dig=args.bad_dig_dealer == "same",
        sweep_test=args.sweep_test,
        zero_ends_cycle_even_if_dug=args.zero_if_dug == "ends-cycle",
    )


def _score(args, text: str) -> tuple[str, dict]:
    form = "DEALER_LEVEL ATTACKER_LEVEL [dry] | POINTS | BOTTOM | LAST [SIZE]"
    head, points, bottom_text, last = _parts(text, 4, form)
    words = head.split()
    dry = len(words) == 3 and words[2].lower() == "dry"
    if len(words) not in (2, 3) or (len(words) == 3 and not dry):
        raise ValueError(f"{head!r}: expected 'DEALER_LEVEL ATTACKER_LEVEL [dry]', e.g. '5 6'")
    levels = (level_of(words[0]), level_of(words[1]))
    if not (points.isascii() and points.isdigit()):
        raise ValueError(
            f"{points!r}: the attackers' trick points are a whole number, 0 or more, e.g. 95"
        )
    points_won = parse_whole(points, "the attackers' trick points", 0)
    bottom = parse(bottom_text)
    last_words = last.lower().split()
    if not 1 <= len(last_words) <= 2 or last_words[0] not in LAST:
        raise ValueError(
            f"{last!r}: who won the last trick, attackers or dealer (a trick size 1-3 may follow)"
        )
    if len(last_words) == 2 and last_words[1] not in ("1", "2", "3"):
        raise ValueError(f"{last_words[1]!r}: the last trick's size is 1, 2 or 3")
    rules = _rules(args)
    result = settle(rules, 0, levels, points_won, bottom, last_words[0] == "attackers", dry)
    line = " ".join(str(x) for x in answer_words(result))
    return line, {
        "answer": line,
        **to_jsonable(result),
        "next": result.next_dealer_word(),
        "returns": result.returns(),
        "explanation": describe(result, rules),
    }


def answer_words(s: Settlement) -> tuple:
    """SCORE DEALER ATTACKERS NEXT BLOOD: both teams' next levels, or win/lose at a cycle's
    end."""
    if s.cycle_winner is None:
        dealer, attackers = s.levels_after[s.dealer_team], s.levels_after[s.attacking_team]
    else:
        won = s.cycle_winner == s.dealer_team
        dealer, attackers = ("win", "lose") if won else ("lose", "win")
    return s.score, dealer, attackers, s.next_dealer_word(), s.blood


def _cmd_score(args) -> int:
    return _run(args, _score)
