"""What every screen uses, below the game pages, dialogs and table: the UI's language (i18n,
words) and the settings. It sits apart from app/, the top of the Qt side (the window, the start
page, start-up), so that pages, dialogs and the table import downwards only; import-linter's
contracts in pyproject.toml hold the layers."""
