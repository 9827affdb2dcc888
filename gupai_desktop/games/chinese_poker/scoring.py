"""The Chinese Poker scoring window: the seed's pairwise table (each pair of players, the front,
middle and back winners, every bonus, and each player's net) and each player's rows."""

from __future__ import annotations

from ...base.i18n import tr
from ...base import words
from . import text
from ...dialogs.scoring import ScoringSheet


def _details(p, has_house: bool, special: str = "") -> str:
    """The pair's amounts by what earned them, the bonuses by row, hand and seat (a new user
    read "bonuses +3" and could not tell which hand had earned it); shown even where they
    cancel out (two equal hands under extra payments)."""
    bonuses = tr("bonuses") + " " + words.money(p.bonuses)
    if p.royalties:
        rows = tr(", ").join(text.royalty_words(r, has_house) for r in p.royalties)
        bonuses += tr(" ({rows})").format(rows=rows)
    parts = [
        line
        for value, line in (
            (p.base, tr("rows") + " " + words.money(p.base)),
            (p.bonuses or p.royalties, bonuses),
            (p.sweep, tr("sweep") + " " + words.money(p.sweep)),
            (p.overall_point, tr("overall point") + " " + words.money(p.overall_point)),
            (p.special, (special or tr("special hand")) + " " + words.money(p.special)),
            (p.surrender, tr("surrender") + " " + words.money(p.surrender)),
            (p.aces, tr("aces side bet") + " " + words.money(p.aces)),
        )
        if value
    ]
    if p.paid != p.net:
        parts.append(tr("paid {paid} (chips ran out)").format(paid=words.money(p.paid)))
    return tr(", ").join(parts)  # 、 in Chinese


def _settled_by(p, by_seat, name) -> str:
    """ "AI 1: special hand" (a new user read "special hand" under Front row as the front
    row's winner): each of the pair that declared or surrendered, by name."""
    said = [
        words.labelled(
            name(seat), tr("special hand") if by_seat[seat].special else tr("surrendered")
        )
        for seat in p.seats
        if by_seat[seat].special or by_seat[seat].kind == "surrender"
    ]
    return tr(", ").join(said) or (tr("special hand") if p.kind == "special" else tr("surrender"))


def scoring_sheet(state, session) -> ScoringSheet:
    """The pairwise table of the seed, a row per pair, then the totals and bankrolls."""
    s = state.settlement
    has_house = state.rules.has_house
    seats = list(range(state.rules.players))

    def name(seat):
        return text.seat_name(seat, has_house) if seat is not None else tr("tie")

    columns = [tr("Players"), tr("Front row"), tr("Middle row"), tr("Back row"), tr("Details")] + [
        name(seat) for seat in seats
    ]
    rows: list[list[str]] = []
    spans: list[tuple[int, int, int]] = []
    by_seat = {r.seat: r for r in s.results}
    listed = text.listed_seats(state.rules.players, has_house)
    # each pair the same way round from hand to hand: the seat listed first (you, or the
    # house) first, the pairs in that order (they came in the dealer's order, who moves)
    pairs = sorted(
        (p if listed.index(p.seats[0]) < listed.index(p.seats[1]) else p.turned() for p in s.pairs),
        key=lambda p: (listed.index(p.seats[0]), listed.index(p.seats[1])),
    )
    for p in pairs:
        a, b = p.seats
        cells = [tr("{a} v {b}").format(a=name(a), b=name(b))]
        if p.kind == "rows":
            cells += [name(p.front), name(p.middle), name(p.back)]
        else:  # no rows compared: one cell across the three says whose hand settled it
            spans.append((len(rows), 1, 3))
            cells += [_settled_by(p, by_seat, name), "", ""]
        # The hand paid for, by name ("Six pairs +4"): "special hand +4" left it to the
        # lines under the table (a new user).
        declared = [text.special_title(by_seat[x].special) for x in (a, b) if by_seat[x].special]
        cells.append(_details(p, has_house, tr(", ").join(declared)))
        for seat in seats:
            cells.append(
                words.money(p.paid) if seat == a else words.money(-p.paid) if seat == b else ""
            )
        rows.append(cells)
    rows.append([tr("Total"), "", "", "", ""] + [words.money(r.net) for r in s.results])
    rows.append(
        [tr("Bankroll"), "", "", "", ""] + [words.chips(session.bankrolls[seat]) for seat in seats]
    )
    notes = []
    if pairs:  # "rows -1" read as nobody's: say whose it is
        a, b = (name(seat) for seat in pairs[0].seats)
        notes.append(
            tr(
                "Details count for the first of a pair: in {a} v {b}, a plus goes to {first}."
            ).format(
                a=a,
                b=b,
                first=words.in_sentence(a),  # "you", not "You's gain"
            )
        )
    instead = state.scoring.royalty_mode == "instead" and state.scoring.scoring == "rows"
    if instead and any(p.royalties for p in pairs):  # (two of three pays no row a unit)
        # the rules table gives a hand's whole pay: 4 for four of a kind, where this says 3
        notes.append(tr("Each bonus is what a hand earns over its row's one unit."))
    if s.chips is not None:
        notes.append(
            tr(
                "Paid clockwise from the dealer, {dealer}, special hands first: nobody wins or "
                "loses more chips than they started the hand with."
            ).format(dealer=name(s.dealer))
        )
    for r in s.results:
        if r.kind == "set":
            line = text.setting_line(r.setting, state.rules.wheel)
        else:
            title = text.special_title(r.special) if r.special else tr("surrendered")
            line = text.whole_hand_line(title, state.hands[r.seat])
        notes.append(words.labelled(name(r.seat), line))
    if s.pool is not None:
        winners = [
            tr(", ").join(name(x) for x in seats_won) or tr("nobody")
            for seats_won in s.pool.winners
        ]
        notes.append(
            tr("Pool ({stake:g} from each): front {front}, middle {middle}, back {back}.").format(
                stake=s.pool.contribution, front=winners[0], middle=winners[1], back=winners[2]
            )
        )
    if s.scoring == "single-winner":
        notes.append(
            tr("Single winner: {who}.").format(
                who=name(s.single_winner) if s.single_winner is not None else tr("nobody")
            )
        )
    notes.append(
        tr("Your session total: {net} (hands played: {n}).").format(
            net=words.money(session.net[1]), n=session.hand_number
        )
    )
    return ScoringSheet(
        text.preset_title(state.rules.preset),
        columns,
        rows,
        notes,
        bold_row=len(rows) - 2,
        stretch=(4,),
        centred_from=1,
        spans=tuple(spans),
    )
