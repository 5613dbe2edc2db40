"""The one error type the driver raises: what went wrong, and what to do."""


class FrtError(Exception):
    """An error shown to the user as `frt: error: <what>` + `  what to do: <todo>`.

    `todo` is required: an error that leaves the user without a next step is a bug.
    """

    def __init__(self, what: str, todo: str) -> None:
        super().__init__(what)
        self.what = what
        self.todo = todo

    def __str__(self) -> str:
        return "%s\n  what to do: %s" % (self.what, self.todo)
