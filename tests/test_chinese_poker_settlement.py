"""Settlement: the seed's worked examples and one test per payment rule and variation."""

import pytest

from gupai_desktop.engine.cards import parse_cards
from gupai_desktop.engine.chinese_poker.presets import PRESETS
from gupai_desktop.engine.chinese_poker.ranking import FULL_HOUSE, QUADS, TRIPS
from gupai_desktop.engine.chinese_poker.rules import ChinesePokerRules, resolve
from gupai_desktop.engine.chinese_poker.setting import parse_setting
from gupai_desktop.engine.chinese_poker.settlement import Play, settle
from gupai_desktop.engine.chinese_poker.specials import declared
from gupai_desktop.engine.chinese_poker.splits import (
    legal_mask,
    setting_at,
    sorted_indices,
    split_keys,
    subset_keys,
)
from gupai_desktop.engine.chinese_poker.state import ChinesePokerState

# The seed's basic example (its hands are pictures; these reproduce its table exactly): West's
# back is aces full; East holds the jacks and the sevens.
NORTH = "Ks 2s 2h | Ts Th 8s 4d 3h | Ac Tc 6c 5c 3c"
EAST = "Qd 9c 2c | 5s 5h 8c 4s 3d | Js Jh 7s 7h Kh"
SOUTH = "9s 9h 4c | Jd Jc 7d 6d 5d | Qh Qc 9d 8d 7c"
WEST = "Qs 8h 3s | 6s 6h Td 4h 2d | As Ah Ad Kc Kd"


def play(text, wheel="low", fouled=False):
    s = parse_setting(text)
    return Play("set", tuple(s.cards()), s, s.keys(wheel), fouled=fouled)


def special(rules, slug, cards):
    sc = resolve(rules)
    return Play(
        "declare",
        tuple(parse_cards(cards)),
        special=declared(sc.specials, slug, parse_cards(cards)),
    )


def run(texts_or_plays, preset="basic", dealer=0, chips=None, **options):
    rules = ChinesePokerRules(preset=preset, players=len(texts_or_plays), **options)
    plays = [play(t) if isinstance(t, str) else t for t in texts_or_plays]
    return settle(resolve(rules), plays, dealer, chips)


def pair(result, a, b):
    return next(p for p in result.pairs if p.seats == (a, b))


def test_seed_basic_example_table():
    result = run([NORTH, EAST, SOUTH, WEST])
    table = {p.seats: (p.front, p.middle, p.back, p.net) for p in result.pairs}
    N, E, S, W = range(4)
    assert table == {
        (N, E): (N, N, N, 3),
        (N, S): (S, S, N, -1),
        (N, W): (N, N, W, 1),
        (E, S): (S, S, E, -1),
        (E, W): (E, W, W, -1),
        (S, W): (S, S, W, 1),
    }
    assert result.nets() == [3, -5, 3, -1]
    assert [r.outcome for r in result.results] == ["win", "lose", "win", "lose"]
    assert result.results[3].names[2] == "Full house, aces over kings"


def test_seed_basic_example_east_options():
    east = parse_cards(EAST.replace("|", ""))
    k5, k3 = subset_keys(sorted_indices(east))
    mask = legal_mask(*split_keys(k5, k3))
    jacks = {c for c in east if c.rank == 11}
    fronts_with_jacks = [
        s for s in range(72072) if mask[s] and jacks <= set(setting_at(east, s).front)
    ]
    assert fronts_with_jacks == []  # "not legal for East to put the jacks in the front"
    sevens_middle = "Qd 9c 2c | 7s 7h 8c 4s 3d | Js Jh 5s 5h Kh"
    better = run([NORTH, sevens_middle, SOUTH, WEST])
    assert pair(better, 1, 3).middle == 1 and better.nets()[1] == -3 > -5


def test_seed_bonus_example_a_pays_b_three():
    a = "6s 6h 6d | 4s 4h 4d 9s 9h | Ks Kh Kd 8s 8h"
    b = "Qs Qh 7c | Js Jh Jd 2s 2h | 5s 5h 5d 5c Ac"
    result = run([a, b], "bonus")
    p = result.pairs[0]
    assert (p.front, p.middle, p.back) == (0, 1, 1)
    assert result.nets() == [-3, 3] and p.base == -1 and p.bonuses == -2
    # which rows the bonus came from, each a hand's pay less the row's one unit: A's front
    # trips (3), B's middle full house (2) and back four of a kind (4)
    assert [(r.row, r.seat, r.category, r.amount) for r in p.royalties] == [
        ("front", 0, TRIPS, 2),
        ("middle", 1, FULL_HOUSE, -1),
        ("back", 1, QUADS, -3),
    ]


def test_a_pair_turned_is_the_same_payment_from_the_other_side():
    """The scoring window lists each pair the same way round from hand to hand (the
    settlement orders them from the dealer): turned, a pair swaps its seats and negates every
    amount, its royalties' too, and turned again is itself."""
    a = "6s 6h 6d | 4s 4h 4d 9s 9h | Ks Kh Kd 8s 8h"
    b = "Qs Qh 7c | Js Jh Jd 2s 2h | 5s 5h 5d 5c Ac"
    p = run([a, b], "bonus").pairs[0]
    t = p.turned()
    assert t.seats == (1, 0) and (t.base, t.bonuses, t.net, t.paid) == (1, 2, 3, 3)
    assert [(r.row, r.seat, r.amount) for r in t.royalties] == [
        ("front", 0, -2),
        ("middle", 1, 1),
        ("back", 1, 3),
    ]
    assert (t.front, t.middle, t.back) == (p.front, p.middle, p.back)  # the rows' winners
    assert t.turned() == p


def test_bonus_counts_only_for_the_winner_of_the_row():
    low_trips = "6s 6h 6d | As Ad 4c 5c 7c | Ks Kh Kd 8s 8h"
    high_trips = "Qs Qh Qd | Js Jh 2s 3s 9d | Ac Tc 9c 4h 2h"
    p = run([low_trips, high_trips], "bonus").pairs[0]
    assert p.front == 1 and p.middle == 0 and p.back == 0
    assert p.net == 1 + 1 - 3  # A wins middle and back at 1, pays 3 for B's front trips


def test_typical_scale_and_higher_payment_in_the_middle():
    strong = "2h 3c 5d | 9s 9h 9d 9c 2s | As Ks Qs Js Ts"  # loses the front
    weak = "4h 6c 7d | 2d 3d 8d 8c Jh | Kh Kd Qh Qd Jd"
    assert run([strong, weak], "bonus").pairs[0].net == 4 + 5 - 1
    assert run([strong, weak], "bonus", middle_extra=True).pairs[0].net == 5 + 5 - 1
    sf_middle = "2h 3c 5d | 5s 6s 7s 8s 9s | Ah Ac Ad As 2s"
    assert run([sf_middle, weak], "bonus").pairs[0].net == 5 + 4 - 1
    assert run([sf_middle, weak], "bonus", middle_extra=True).pairs[0].net == 6 + 4 - 1


def test_bank_wins_tied_rows_and_players_meet_only_the_bank():
    bank = "As Kd 7c | 2s 2d 3c 4h 5s | 9s 9d 9c 6h 6s"
    p1 = "Ah Kc 7d | 2h 2c 3d 4d 5c | Ts Td Tc 8h 8s"  # ties front and middle, wins back
    p2 = "Qs Jd 4c | 3s 3h 6d 7h 8c | Js Jc 5d 5h Qd"
    result = run([bank, p1, p2], house=True)
    assert [q.seats for q in result.pairs] == [(0, 1), (0, 2)]
    first = pair(result, 0, 1)
    assert (first.front, first.middle, first.back) == (0, 0, 1)
    assert first.rows[0].reason == "tie to the house" and first.net == 1
    assert result.house == 0 and result.results[0].role == "house"
    no_house = pair(run([bank, p1, p2]), 0, 1)
    assert no_house.front is None and no_house.net == -1


@pytest.mark.parametrize("bonus", [1, 3])
def test_sweep_bonus(bonus):
    p = run([NORTH, EAST], sweep_bonus=bonus).pairs[0]
    assert p.swept == 0 and p.net == 3 + bonus and p.sweep == bonus


def test_overall_point_goes_to_the_net_winner_including_bonuses():
    a = "6s 6h 6d | 4s 4h 4d 9s 9h | Ks Kh Kd 8s 8h"
    b = "Qs Qh 7c | Js Jh Jd 2s 2h | 5s 5h 5d 5c Ac"
    p = run([a, b], "bonus", overall_point=True).pairs[0]
    assert p.overall_point == -1 and p.net == -4  # A won 2 rows of 3 but loses on units
    assert run([NORTH, SOUTH], overall_point=True).pairs[0].net == -2


def test_single_winner_must_beat_everyone_on_two_rows():
    result = run([NORTH, EAST, SOUTH, WEST], scoring="single-winner")
    assert result.single_winner == 2  # South beats N, E and W on 2+ rows
    assert result.nets() == [-1, -1, 3, -1]
    tied = [
        "As Kd 7c | 2s 2d 3c 4h 5s | 9s 9d 9c 6h 6s",
        "Ah Kc 7d | 2h 2c 3d 4d 5c | Ts Td Tc 8h 8s",
    ]  # one row won, two tied
    nobody = run(tied, scoring="single-winner")
    assert nobody.single_winner is None and nobody.nets() == [0, 0]


def test_extra_payments_count_for_losing_hands():
    low_trips = "6s 6h 6d | As Ad 4c 5c 7c | Ks Kh Kd 8s 8h"
    high_trips = "Qs Qh Qd | Js Jh 2s 3s 9d | Ac Tc 9c 4h 2h"
    p = run([low_trips, high_trips], royalties="typical-extra").pairs[0]
    assert p.base == 1 and p.bonuses == 0 and p.net == 1  # both fronts are trips: 2 - 2
    quads_loses = "2h 3c 4d | 5s 5h 5d 5c 6s | 7s 7h 7d 7c 8s"
    p = run(
        [quads_loses, "9s Tc 2d | 3h 3d 4s 4h 9c | Ts Js Qs Ks As"], royalties="typical-extra"
    ).pairs[0]
    assert p.back == 1 and p.middle == 0
    assert p.bonuses == 3 + 3 - 4  # quads middle 3, quads back 3, SF 4
    assert [(r.row, r.seat, r.amount) for r in p.royalties] == [
        ("middle", 0, 3),
        ("back", 0, 3),
        ("back", 1, -4),
    ]


def test_surrender_pays_like_losing_two_of_three():
    result = run([NORTH, Play("surrender", ()), SOUTH], surrender=True)
    assert pair(result, 0, 1).surrender == 1 and pair(result, 1, 2).surrender == -1
    assert result.nets()[1] == -2
    with_point = run([NORTH, Play("surrender", ()), SOUTH], surrender=True, overall_point=True)
    assert with_point.nets()[1] == -4
    both = run([Play("surrender", ()), Play("surrender", ())], surrender=True)
    assert both.nets() == [0, 0]


def test_surrender_against_a_bank():
    player_gives_up = run([NORTH, Play("surrender", ()), SOUTH], house=True, surrender=True)
    assert player_gives_up.nets()[1] == -1 and pair(player_gives_up, 0, 1).net == 1
    bank_gives_up = run([Play("surrender", ()), NORTH, SOUTH], house=True, surrender=True)
    assert bank_gives_up.nets() == [-2, 1, 1]


def test_pool_pays_four_a_row_and_the_optional_sweep():
    result = run([NORTH, EAST, SOUTH, WEST], scoring="pool")
    assert result.pool.winners == ((2,), (2,), (3,))
    assert result.nets() == [-3, -3, 5, 1] and sum(result.nets()) == 0
    swept = run([NORTH, EAST], scoring="pool", pool_sweep=True)
    assert swept.pool.sweep == 0 and swept.nets() == [3 + 3, -3 - 3]
    assert run([NORTH, EAST], scoring="pool").nets() == [3, -3]


def test_special_hand_beats_every_ordinary_hand_and_the_rest_settle_normally():
    rules = ChinesePokerRules(preset="specials", players=3)
    six = special(rules, "six-pairs", "As Ad Ks Kd Qs Qd Js Jd Ts Td 9s 9d 2c")
    north = "Kh 2s 2h | Th Tc 8s 4d 3h | Ac Ah 6c 5c 3c"
    south = "9h 9c 4c | Jh Jc 7d 6d 5d | Qh Qc 9d 8d 7c"
    result = settle(resolve(rules), [six, play(north), play(south)])
    assert pair(result, 0, 1).special == 3 and pair(result, 0, 2).special == 3
    assert pair(result, 1, 2).kind == "rows"
    assert result.results[0].special == "Six pairs" and result.nets()[0] == 6


def test_malayan_bank_extras_irrespective_and_special_differences():
    bank = "2h 3c 5d | 9s 9h 9d 9c 2s | As Ks Qs Js Ts"
    player = "6s 6h 6d | 4s 4h 4d 8s 8h | Kh Kd Kc Qh Qd"
    result = run([bank, player], "malayan")
    p = result.pairs[0]
    assert result.house == 0 and (p.front, p.middle, p.back) == (1, 0, 0)
    assert p.base == 1 and p.bonuses == 6 + 6 - 2 - 2 and p.net == 9
    rules = ChinesePokerRules(preset="malayan", players=2)
    small = special(rules, "small", "2s 2d 3c 3h 4s 4d 5c 5h 6s 6d 7c 7h 8s")
    quads = special(rules, "three-quads", "As Ad Ac Ah Ks Kd Kc Kh Qs Qd Qc Qh 2c")
    assert settle(resolve(rules), [small, quads]).nets() == [-6, 6]


def test_vietnamese_royalties_and_sweep_double_triple():
    strong = "2h 3c 5d | 9s 9h 9d 9c 2s | As Ks Qs Js Ts"
    weak = "4h 6c 7d | 2d 3d 8d 8c Jh | Kh Kd Qh Qd Jd"
    assert run([strong, weak], "vietnamese").nets() == [-1 + 8 + 5, 1 - 8 - 5]
    swept = run([NORTH, EAST], "vietnamese", sweep_multiplier="double-triple")
    assert swept.swept_all == (0,) and swept.nets() == [9, -9]  # everyone swept: triple
    three = run([NORTH, EAST, WEST], "vietnamese", sweep_multiplier="double-triple")
    assert pair(three, 0, 1).net == 6 and 0 not in three.swept_all


def test_singapore_royalties_and_double_for_sweeping_everyone():
    sf_middle = "2h 3c 4d | 5s 6s 7s 8s 9s | Ah Ac Ad As 2s"
    weak = "5h 6c 7d | 2d 3d 8d 8c Jh | Kh Kd Qh Qd Jd"
    assert run([sf_middle, weak], "singapore").nets()[0] == 14 + 4 - 1
    assert run([NORTH, EAST], "singapore", sweep_multiplier="double-all").nets() == [6, -6]


def test_hawaiian_gardens_two_of_three_six_and_nine():
    result = run([NORTH, EAST, SOUTH, WEST], "hawaiian-gardens")
    assert pair(result, 0, 1).base == 6  # North sweeps East
    assert pair(result, 0, 2).base == -1  # South wins two of three
    assert run([NORTH, EAST], "hawaiian-gardens").nets() == [9, -9]  # swept everyone


def test_hawaiian_gardens_bonus_is_additional_and_surrender_costs_three():
    strong = "2h 3c 5d | 9s 9h 9d 9c 2s | As Ks Qs Js Ts"
    weak = "4h 6c 7d | 2d 3d 8d 8c Jh | Kh Kd Qh Qd Jd"
    p = run([strong, weak, NORTH.replace("Ks 2s 2h", "Ks 2c 2h")], "hawaiian-gardens").pairs[0]
    assert p.base == 1 and p.bonuses == 8 + 5
    gave_up = run([NORTH, Play("surrender", ())], "hawaiian-gardens")
    assert gave_up.nets() == [3, -3]
    # the price the surrender question names is what the settlement takes, in chips
    for unit in (1, 5):
        sc = resolve(ChinesePokerRules(players=2, preset="hawaiian-gardens", unit=unit))
        assert sc.surrender_chips == 3 * unit
        assert settle(sc, [play(NORTH), Play("surrender", ())]).nets() == [3 * unit, -3 * unit]


def test_hawaiian_gardens_chips_example_a_ends_on_twelve():
    a = "8c 7d 5d | Jh Jd 3s 3h Kd | Ts Th Td Qs Qc"
    b = "7h 6s 2d | 4s 4h Ad Qh Jc | 9c 8d 7c 6c 5h"
    c = "Kh Js 8s | 6h 5c 4d 3d 2h | As Ah Ac 9h 9d"
    d = "Qd 8h 6d | Ks 9s 7s 5s 2s | Kc Tc 4c 3c 2c"
    free = run([a, b, c, d], "hawaiian-gardens")
    assert [pair(free, 0, s).net for s in (1, 2, 3)] == [6, -6, -1]
    capped = run([a, b, c, d], "hawaiian-gardens", dealer=0, chips=[8, 100, 100, 100])
    assert [pair(capped, 0, s).paid for s in (1, 2, 3)] == [6, -2, 0]
    assert 8 + capped.nets()[0] == 12
    assert sum(capped.nets()) == 0 and capped.chips == (8, 100, 100, 100)


def test_chip_cap_settles_specials_first():
    rules = ChinesePokerRules(preset="hawaiian-gardens", players=3)
    six = special(rules, "six-pairs", "As Ad Ks Kd Qs Qd Js Jd Ts Td 9s 9d 2c")
    north = "Kh 2s 2h | Th Tc 8s 4d 3h | Ac Ah 6c 5c 3c"
    south = "9h 9c 4c | Jh Jc 7d 6d 5d | Qh Qc 9d 8d 7c"
    result = settle(resolve(rules), [play(north), play(south), six], 0, [5, 5, 100])
    assert pair(result, 0, 2).paid == -4 and pair(result, 1, 2).paid == -4
    assert pair(result, 0, 1).paid == -1


def test_aces_side_bet():
    result = run([WEST, NORTH], aces=True)  # West holds three aces, North one
    assert result.pairs[0].aces == 6 - 1


def test_fouled_setting_is_scooped_only_with_the_option():
    foul = "Qs Qd 2c | Ah Kd 9h 5c 3d | 7s Jd 8s Ts 9s"
    result = run([play(foul, fouled=True), EAST], fouls="scoop")
    p = result.pairs[0]
    assert p.swept == 1 and p.rows[0].reason == "foul" and result.results[0].fouled


def test_unit_scales_every_amount():
    assert run([NORTH, EAST, SOUTH, WEST], unit=5).nets() == [15, -25, 15, -5]
    p = run(
        [
            "6s 6h 6d | 4s 4h 4d 9s 9h | Ks Kh Kd 8s 8h",
            "Qs Qh 7c | Js Jh Jd 2s 2h | 5s 5h 5d 5c Ac",
        ],
        "bonus",
        unit=5,
    ).pairs[0]
    assert p.bonuses == -10 and [r.amount for r in p.royalties] == [10, -5, -15]


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_preset_settles_a_deal_to_zero_sum(preset):
    import random
    from gupai_desktop.engine.core import play_chance

    for seed in range(3):
        state = ChinesePokerState(ChinesePokerRules(preset=preset))
        play_chance(state, random.Random(seed))
        while not state.is_terminal():
            state.apply(state.legal_actions()[0])
        assert abs(sum(state.returns())) < 1e-9
        for p in state.settlement.pairs:  # the bonuses are the rows' royalties, no more
            assert sum(r.amount for r in p.royalties) == pytest.approx(p.bonuses)


def test_option_combinations_the_seed_does_not_describe_are_refused():
    with pytest.raises(ValueError, match="pool"):
        ChinesePokerRules(preset="specials", scoring="pool")
    with pytest.raises(ValueError, match="pool_sweep"):
        ChinesePokerRules(pool_sweep=True)
    with pytest.raises(ValueError, match="preset"):
        ChinesePokerRules(preset="nope")
