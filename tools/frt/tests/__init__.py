"""Unit tests of the driver: stdlib unittest only, no network, no root, no real tarballs.

Run: cd tools && python3 -m unittest discover -s frt/tests -t .   (or ./frt test --unit)
"""
