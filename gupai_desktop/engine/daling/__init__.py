"""Da Ling (打零): table target, 1+2+3 groups, colour pips (dominoes.md §4)."""
