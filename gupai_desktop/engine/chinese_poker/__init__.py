"""Chinese Poker (Sap Sam Cheung 十三张): ranking, settings, special hands, presets, settlement."""
