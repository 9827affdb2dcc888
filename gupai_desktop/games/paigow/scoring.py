"""The scoring dialog: every player's two comparisons with their reasons, and every payment."""

from __future__ import annotations

from ...base.i18n import tr
from ...engine.paigow.hands import evaluate
from ...engine.paigow.rules import HOUSE
from ...base import words
from . import text
from ...dialogs.scoring import ScoringSheet


def _hands(pair) -> str:
    return words.tiles_words(pair)


def comparison_text(cmp) -> str:
    """Winner and reason first, then both hands with their values, one per line."""
    who = tr("Player wins") if cmp.winner == "player" else tr("Banker wins")
    mine = words.labelled(_hands(cmp.player_hand), text.describe(evaluate(*cmp.player_hand)))
    theirs = words.labelled(_hands(cmp.banker_hand), text.describe(evaluate(*cmp.banker_hand)))
    return tr("{who} ({why})\n{mine}\nvs {theirs}").format(
        who=who, why=text.reason(cmp.reason), mine=mine, theirs=theirs
    )


def scoring_sheet(state, session) -> ScoringSheet:
    """Pai Gow's scoring window: both comparisons of every player and every payment."""
    settlement = state.settlement
    banker = state.banker
    bset = state.settings[banker]
    heading = tr("Banker: {name}, setting {low} / {high}").format(
        name=text.seat_name(banker),
        low=f"{_hands(bset.low)} ({text.describe(bset.low_value)})",
        high=f"{_hands(bset.high)} ({text.describe(bset.high_value)})",
    )
    columns = [
        tr("Seat"),
        tr("Low hand against the banker"),
        tr("High hand against the banker"),
        tr("Result"),
        tr("Stake"),
        tr("Commission"),
        tr("Net"),
        tr("Bankroll"),
    ]
    rows = []
    for r in settlement.results:
        name = text.seat_name(r.seat) + (tr(" (banker)") if r.role == "banker" else "")
        low = comparison_text(r.low) if r.low else tr("(banker's own hands)")
        high = comparison_text(r.high) if r.high else ""
        rows.append(
            [
                name,
                low,
                high,
                words.result_word(r),
                f"{r.stake:g}" if r.stake else "",
                _commission(r, settlement),
                words.money(r.net),
                words.chips(session.bankrolls[r.seat]),
            ]
        )
    notes = [
        tr(
            "Both hands must beat the banker's to win; one each is a push. Copies and "
            "zero-zero go to the banker."
        )
    ]
    if settlement.house_take:
        notes.append(
            tr("Commission {pct}% of winnings goes to the house: {take:g} this hand.").format(
                pct=f"{state.rules.commission * 100:g}", take=settlement.house_take
            )
        )
    notes.append(
        tr("Your session total: {net} (hands played: {n}).").format(
            net=words.money(session.net[1]), n=session.hand_number
        )
    )
    user_row = next(i for i, r in enumerate(settlement.results) if r.seat == 1)
    return ScoringSheet(
        heading, columns, rows, notes, bold_row=user_row, stretch=(1, 2), centred_from=3
    )


def _commission(result, settlement) -> str:
    """Paid by a winner (-0.5), received by the house (+1.5): the house's net holds the
    commission of the hand, so its row shows it (its Commission cell was empty)."""
    if result.seat == HOUSE and settlement.house_take:
        return words.money(settlement.house_take)
    return words.money(-result.commission) if result.commission else ""
