"""Da Gunzi words for the screen, translated: seats and roles, suits, declarations, moves and
the outcome of a hand."""

from __future__ import annotations

from ...base.i18n import language, tr
from ...base import words
from ...base.words import card_words
from ...engine.dagunzi.cards import fmt, points_of
from ...engine.dagunzi.settlement import CASE_NAMES
from ...engine.dagunzi.spec import SPEC

PARTNER = 2


SEATS = SPEC.seat_names(None)  # the engine's names (the rules change none of them)
NO_USER = SPEC.names_without_user(SEATS)  # South, East, North, West


def seat_name(number: int) -> str:
    """The seat in the UI's language, as words.seat names every game's seats. In a hand only AI
    seats played (words.user_absent) the user's is "South", and its partner "North": a
    "Partner" of nobody at the table."""
    if not 0 <= number < len(SEATS):
        return str(number)
    if number == 0:
        return words.you(NO_USER[0])
    return words.seat(SEATS[number] if words.is_user(0) else NO_USER[number])


def trick_won_line(state) -> str | None:
    """Who won the trick the last move completed, and its points; None if it completed none
    (the table's move log and the replay both say it)."""
    history = state.history()
    if not (history and history[-1].startswith("play:") and not state.trick and state.tricks):
        return None
    _, plays, winner = state.tricks[-1]
    points = sum(points_of(play) for play in plays)
    if words.is_user(winner):
        return tr("You win the trick ({points} points)").format(points=points)
    return tr("{who} wins the trick ({points} points)").format(who=seat_name(winner), points=points)


def attackers_points(state) -> int:
    """The attackers' points as the table and the replay show them: their tricks' during the
    hand, and once it is settled the score its verdict counts (a dug bottom's points doubled
    in it), which read 180 under a header of 160."""
    if state.settlement is not None:
        return state.settlement.score
    return state.trick_points[1 - state.dealer % 2]


def team_name(team: int) -> str:
    return tr("Your team") if team == 0 else tr("Opponents")


def suit_name(suit: str | None) -> str:
    return {
        "s": tr("Spades ♠"),
        "h": tr("Hearts ♥"),
        "d": tr("Diamonds ♦"),
        "c": tr("Clubs ♣"),
        "trump": tr("trumps"),
    }.get(suit or "", tr("not yet known"))


def level_name(level: int) -> str:
    return "10" if level == 10 else str(level)


def level_change(before: int, after: int) -> str:
    """ "3 → 4", or "3" where the level stays."""
    return f"{level_name(before)} → {level_name(after)}" if after != before else level_name(before)


def team_levels(state) -> list[str]:
    """Each team's level, with where the hand took it once it is over ("3 → 4"), as the
    scoring window says: the panel and the status line said 3 there (a new user)."""
    before = state.levels
    after = state.settlement.levels_after if state.settlement else before
    return [level_change(b, a) for b, a in zip(before, after)]


def declaration_words(shown: str) -> str:
    """ "5h 5h" -> "a stick of 5♥ (hearts are trumps)"; "SJ SJ SJ h" -> three Small Jokers."""
    parts = shown.split()
    if parts == ["BJ"]:
        return tr("grabs with a Big Joker")
    if len(parts) == 4:
        joker = tr("three Big Jokers") if parts[0] == "BJ" else tr("three Small Jokers")
        return tr("{jokers} naming {suit}").format(jokers=joker, suit=suit_name(parts[3]))
    kind = {1: tr("a single {card}"), 2: tr("a stick of {card}"), 3: tr("a roll of {card}")}[
        len(parts)
    ]
    return kind.format(card=card_words(parts[0]))


def shown_words(shown: str) -> str:
    """What a declaration shows, for a button or the panel: "5♥ 5♥", or three jokers with the
    suit they name as the log says it ("three Small Jokers naming Hearts ♥", where the cards
    alone read "Small Joker Small Joker Small Joker ♥")."""
    return declaration_words(shown) if len(shown.split()) == 4 else card_words(shown)


def situation_words(state) -> str:
    """What lay on the table when a card was to be played, for the review (its rows read "You
    play 4♦" with no lead to weigh them against): the trick so far, or that it was the lead."""
    if state.phase != "play":
        return ""
    if not state.trick:
        return tr("The trick was yours to lead.")
    plays = tr("; ").join(
        (tr("{who} led {cards}") if k == 0 else tr("{who} {cards}")).format(
            who=seat_name(seat), cards=card_words(fmt(cards))
        )
        for k, (seat, cards) in enumerate(state.trick)
    )
    return tr("On the table: {plays}").format(plays=plays)


def move_line(action: str, seat: int, face_up: bool = False) -> str:
    """One move in words: "East plays 9♥ 9♥", "You bury a card", "West passes". `face_up`
    (the replay, which shows every card) names the card another seat buries or gives back."""
    kind, _, body = action.partition(":")
    who, you = seat_name(seat), words.is_user(seat)
    if kind == "play":
        return (
            tr("You play {cards}").format(cards=card_words(body))
            if you
            else tr("{who} plays {cards}").format(who=who, cards=card_words(body))
        )
    if kind == "declare":
        return (
            tr("You declare {what}").format(what=declaration_words(body))
            if you
            else tr("{who} declares {what}").format(who=who, what=declaration_words(body))
        )
    if kind == "grab":
        return (
            tr("You grab with a Big Joker: you deal")
            if you
            else tr("{who} grabs with a Big Joker and deals").format(who=who)
        )
    if kind == "pass":
        # The Pass button's word ("You do not declare" read as another move than Pass)
        return (
            tr("You pass", "declaring trumps")
            if you
            else tr("{who} passes", "declaring trumps").format(who=who)
        )
    if kind == "tribute":
        return (
            tr("You pay {card} in tribute").format(card=card_words(body))
            if you
            else tr("{who} pays {card} in tribute").format(who=who, card=card_words(body))
        )
    if kind == "return":
        return (
            tr("You give back {card}").format(card=card_words(body))
            if you
            else tr("{who} gives back {card}").format(who=who, card=card_words(body))
            if face_up
            else tr("{who} gives a card back").format(who=who)
        )
    if kind == "bury":
        return (
            tr("You bury {card}").format(card=card_words(body))
            if you
            else tr("{who} buries {card}").format(who=who, card=card_words(body))
            if face_up
            else tr("{who} buries a card").format(who=who)
        )
    if kind == "jokers":
        n = int(body)
        if n == 0:
            return (
                tr("You keep your jokers")
                if you
                else tr("{who} keeps their jokers").format(who=who)
            )
        return (
            tr("You bury %n joker(s) in the bottom", None, n)
            if you
            else tr("{who} buries %n joker(s) in the bottom", None, n).format(who=who)
        )
    if kind == "take":
        return (
            tr("You take {card} from the bottom").format(card=card_words(body))
            if you
            else tr("{who} takes {card} from the bottom").format(who=who, card=card_words(body))
        )
    if kind == "starter":
        return (
            tr("The deal will start with you")
            if words.is_user(int(body))
            else tr("The deal will start with {who}").format(who=seat_name(int(body)))
        )
    if kind == "shuffle":
        return tr("Three packs are shuffled and dealt one card at a time")
    return action


TRADITIONAL_CASE_NAMES = {"B": "臭摳", "D": "摳底上台"}  # the others are written alike


def case_name(case: str) -> str:
    """The outcome's players' name (the rules write them in simplified characters)."""
    if language() == "zh_TW":
        return TRADITIONAL_CASE_NAMES.get(case, CASE_NAMES[case])
    return CASE_NAMES[case]


def case_line(s) -> str:
    """A settlement's outcome by its players' name and in words (§5.10.2). Attackers who dig
    with 120 on a level they must play (3, 10) take the deal without going up (A37): the line
    says so rather than "go up"."""
    attackers = s.attacking_team
    held = s.cycle_winner is None and s.levels_after[attackers] == s.levels_before[attackers]
    said = {
        "A": tr("the dealer side protected the bottom and held the attackers under 120"),
        "B": tr("a bad dig: the attackers dug the bottom but scored under 120"),
        "C": tr(
            "the attackers reached 120 but the bottom was protected: they take the "
            "deal without going up"
        ),
        "D": tr(
            "the attackers reached 120 and dug the bottom: they take the deal, and must "
            "win level {level} as the dealers before they go up"
        ).format(level=level_name(s.levels_before[attackers]))
        if held
        else tr("the attackers reached 120 and dug the bottom: they take the deal and go up"),
    }[s.case]
    # The players' name after the words in English ("保底成功: the dealer side..." opened an
    # English headline in Chinese), before them in Chinese.
    said = said[:1].upper() + said[1:]
    return tr("{words} ({name})").format(name=case_name(s.case), words=said)


def public_facts(state) -> list[tuple[str, str]]:
    """(key, line) for each thing every seat has seen happen without a move of its own."""
    out = []
    deal = state.deal
    if deal is None:
        return out
    if state.redeals:
        out.append(
            (
                f"redeal{state.redeals}",
                tr("Only jokers could name trumps: the cards are dealt again"),
            )
        )
    for i, (seat, card) in enumerate(deal.turned):
        who = seat_name(seat) if seat is not None else tr("The bottom")
        turned = card_words(str(card))
        out.append(
            (
                f"turned{state.redeals}.{i}",
                tr("You turn up {card}").format(card=turned)  # not "You turns up"
                if words.is_user(seat)
                else tr("{who} turns up {card}").format(who=who, card=turned),
            )
        )
    if state.trumps is not None:
        how = {
            "grab": tr("the grabber's first suited card"),
            "declared": tr("the last declaration"),
            "turnup": tr("the turn-up"),
            "draw": tr("a card drawn from the bottom"),
        }.get(deal.source, "")
        suit = suit_name(state.trumps.suit)
        line = (
            tr("Trumps: {suit}, by {how}; you deal").format(suit=suit, how=how)
            if words.is_user(state.dealer)
            else tr("Trumps: {suit}, by {how}; {who} deals").format(
                suit=suit, how=how, who=seat_name(state.dealer)
            )
        )
        out.append((f"trumps{state.redeals}", line))
    if state.tribute and state.phase != "tribute":
        cards = card_words(" ".join(map(str, state.tribute)))
        line = (
            tr("You pay tribute to {dealer}: {cards}").format(
                dealer=seat_name(state.dealer), cards=cards
            )
            if words.is_user(state.payer)
            else tr("{payer} pays tribute to you: {cards}").format(
                payer=seat_name(state.payer), cards=cards
            )
            if words.is_user(state.dealer)
            else tr("{payer} pays tribute to {dealer}: {cards}").format(
                payer=seat_name(state.payer), dealer=seat_name(state.dealer), cards=cards
            )
        )
        out.append(("tribute", line))
    if state.revealed:
        out.append(
            (
                "revealed",
                tr("The bottom is shown: {cards}").format(
                    cards=card_words(" ".join(map(str, state.revealed)))
                ),
            )
        )
        if state.dry:
            out.append(
                ("dry", tr("A dry pot (干锅): the bottom stays as dealt, and nobody buries jokers"))
            )
    if len(state.buried) == 6 and state.phase != "bury":
        cards = card_words(" ".join(map(str, state.buried)))
        if not any(c.is_joker for c in state.buried):
            line = (
                tr("You have buried six cards face down")
                if words.is_user(state.dealer)
                else tr("{who} has buried six cards face down").format(who=seat_name(state.dealer))
            )
        elif words.is_user(state.dealer):
            line = tr(
                "You have buried six cards; a joker among them shows the bottom: {cards}"
            ).format(cards=cards)
        else:
            line = tr(
                "{who} has buried six cards; a joker among them shows the bottom: {cards}"
            ).format(who=seat_name(state.dealer), cards=cards)
        out.append(("buried", line))
    for i, (seat, jokers, taken) in enumerate(state.joker_burials):
        if len(taken) == len(jokers):
            cards = card_words(" ".join(map(str, taken)))
            out.append(
                (
                    f"took{i}",
                    tr("You take {cards} from the bottom").format(cards=cards)
                    if words.is_user(seat)
                    else tr("{who} takes {cards} from the bottom").format(
                        who=seat_name(seat), cards=cards
                    ),
                )
            )
    return out
