"""Ding Niu (頂牛): the two-armed connecting game on a 24-tile deck, with SuanZhang blocking."""
