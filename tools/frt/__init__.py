"""The rustc-frt driver: pinned inputs, build environment, patch queue, tests."""
