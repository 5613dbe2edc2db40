"""One edit of ELF shared objects: drop the version of symbols that are only referenced weakly;
and one question: does a library keep its link-time relocations (for BOLT)?

The standard library's dylib (`lib/rustlib/<target>/lib/libstd-*.so`, which proc-macro test
binaries and `-C prefer-dynamic` programs load on the user's host) is linked in the build
environment against glibc 2.41. Its weak references to functions it only uses when present
(`pidfd_spawnp@GLIBC_2.39`, ...) then carry that glibc version, and an older host's loader
refuses the whole library: "version `GLIBC_2.39' not found". The official std, linked against an
old glibc, has such references unversioned. This makes ours the same: each version needed only
by weak undefined symbols is removed from `.gnu.version_r` and those symbols become unversioned
(they bind to the default version where the host has one, and stay null where it has none,
which std checks).
"""

import struct
from pathlib import Path
from typing import NamedTuple

SHT_RELA, SHT_DYNSYM, SHT_GNU_VERSYM, SHT_GNU_VERNEED = 4, 11, 0x6FFFFFFF, 0x6FFFFFFE
SHF_ALLOC = 2
STB_WEAK, VER_NDX_GLOBAL = 2, 1


class Section(NamedTuple):
    """An ELF64 section header (Elf64_Shdr)."""

    name: int
    type: int
    flags: int
    addr: int
    offset: int
    size: int
    link: int
    info: int
    addralign: int
    entsize: int


class Vernaux(NamedTuple):
    """One version a Verneed entry needs (Elf64_Vernaux): where it is, its index, its name."""

    at: int  # file offset
    other: int  # the version index symbols use
    name: int  # offset of the name in the string table


def sections(data: bytes | bytearray) -> list[Section]:
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    return [Section(*struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)) for i in range(shnum)]


def keeps_link_relocations(path: str | Path) -> bool:
    """Whether the file has relocation sections that are not loaded (what `ld -q`, --emit-relocs,
    leaves and llvm-bolt needs), reading only its headers."""
    with open(path, "rb") as f:
        head = f.read(64)
        shoff, = struct.unpack_from("<Q", head, 0x28)
        shentsize, shnum = struct.unpack_from("<HH", head, 0x3A)
        f.seek(shoff)
        table = f.read(shentsize * shnum)
    for i in range(shnum):
        sec = Section(*struct.unpack_from("<IIQQQQIIQQ", table, i * shentsize))
        if sec.type == SHT_RELA and not sec.flags & SHF_ALLOC:
            return True
    return False


def unversion_weak_references(path: str | Path) -> list[str]:
    """Apply the edit to the ELF64 little-endian file `path`; return the version names dropped."""
    path = Path(path)
    data = bytearray(path.read_bytes())
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError("%s is not a 64-bit little-endian ELF file" % path)
    secs = sections(data)
    by_type = {s.type: s for s in secs}
    if not all(t in by_type for t in (SHT_DYNSYM, SHT_GNU_VERSYM, SHT_GNU_VERNEED)):
        return []
    dynsym, versym, verneed = by_type[SHT_DYNSYM], by_type[SHT_GNU_VERSYM], by_type[SHT_GNU_VERNEED]
    strtab = secs[verneed.link].offset
    # version index -> [versym offsets of its symbols], None once a strong use is seen
    weak_only: dict[int, list[int] | None] = {}
    for i in range(dynsym.size // 24):
        info, = struct.unpack_from("<B", data, dynsym.offset + i * 24 + 4)
        shndx, = struct.unpack_from("<H", data, dynsym.offset + i * 24 + 6)
        at = versym.offset + i * 2
        ndx = struct.unpack_from("<H", data, at)[0] & 0x7FFF
        if ndx <= VER_NDX_GLOBAL:
            continue
        if shndx == 0 and info >> 4 == STB_WEAK:
            uses = weak_only.setdefault(ndx, [])
            if uses is not None:
                uses.append(at)
        else:
            weak_only[ndx] = None
    dropped: list[str] = []
    off = verneed.offset
    for _ in range(verneed.info):  # the number of Verneed entries
        cnt, _file, aux, nxt = struct.unpack_from("<HIII", data, off + 2)
        auxes, a = [], off + aux
        for _ in range(cnt):
            _hash, _flags, other, name, anext = struct.unpack_from("<IHHII", data, a)
            auxes.append(Vernaux(a, other, name))
            a += anext
        keep = [x for x in auxes if not weak_only.get(x.other)]
        if keep and len(keep) < len(auxes):  # glibc follows the chain from vn_aux: keep one at least
            for x in auxes:
                uses = weak_only.get(x.other)
                if uses:
                    for at in uses:
                        struct.pack_into("<H", data, at, VER_NDX_GLOBAL)
                    dropped.append(data[strtab + x.name:data.index(b"\0", strtab + x.name)].decode())
            # relink the chain through the kept entries only
            struct.pack_into("<H", data, off + 2, len(keep))
            struct.pack_into("<I", data, off + 8, keep[0].at - off)
            for here, there in zip(keep, keep[1:]):
                struct.pack_into("<I", data, here.at + 12, there.at - here.at)
            struct.pack_into("<I", data, keep[-1].at + 12, 0)
        off += nxt
    if dropped:
        path.write_bytes(data)
    return dropped
