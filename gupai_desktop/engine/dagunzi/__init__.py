"""Da Gunzi (打滚子), Dalian's three-deck Shengji: shared/rules/da-gunzi.md §5."""
