"""The one error type the driver raises: what went wrong, and what to do."""


class FrtError(Exception):
    """An error shown to the user as `frt: error: <what>` + `  hint: <todo>`."""

    def __init__(self, what: str, todo: str | None = None) -> None:
        super().__init__(what)
        self.what = what
        self.todo = todo

    def __str__(self) -> str:
        if self.todo:
            return "%s\n  what to do: %s" % (self.what, self.todo)
        return self.what
