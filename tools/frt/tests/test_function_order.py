"""function_order.py: librustc_driver's function order from callgrind profiles."""

import unittest
from collections import Counter

from frt import function_order

PROFILE = """\
version: 1
creator: callgrind-3.19.0
events: Ir
ob=/t/bin/rustc
fn=main
0 7
cob=/t/lib/librustc_driver-1.so
cfn=rustc_main
calls=1 0
0 1000
ob=/t/lib/librustc_driver-1.so
fn=rustc_main
0 10
cfn=_ZN4llvm2cl3optIbEC2Ev
calls=3 0
0 600
fn=_ZN4llvm2cl3optIbEC2Ev
0 200
+1 100
fn=rustc_main'2
0 90
fn=0x0000000000012345
0 50
"""


class SelfCostTest(unittest.TestCase):
    def test_own_cost_of_the_library_functions(self) -> None:
        # main is in another object; a call's inclusive cost (600) is not the caller's; a
        # recursion level counts for its function; an address without a symbol is dropped
        self.assertEqual(function_order.self_costs(PROFILE), Counter({"_ZN4llvm2cl3optIbEC2Ev": 300, "rustc_main": 100}))

    def test_other_library(self) -> None:
        self.assertEqual(function_order.self_costs(PROFILE, "rustc"), Counter({"main": 7, "_ZN4llvm2cl3optIbEC2Ev": 300,
                                                                       "rustc_main": 100}))


class OrderTest(unittest.TestCase):
    def test_startup_first_then_by_cost(self) -> None:
        startup = Counter({"init": 5, "version": 9})
        training = [Counter({"typeck": 50, "init": 1000, "parse": 70}), Counter({"typeck": 30, "codegen": 10})]
        self.assertEqual(function_order.function_order(startup, training), ["version", "init", "typeck", "parse", "codegen"])

    def test_nothing(self) -> None:
        self.assertEqual(function_order.function_order(Counter(), []), [])


if __name__ == "__main__":
    unittest.main()
