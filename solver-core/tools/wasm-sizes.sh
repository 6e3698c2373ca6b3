#!/bin/sh
# Builds problems as WebAssembly over solver-core's host back-end, the way the C route will
# (rustc 1.63's wasm32-unknown-unknown, no cargo), and prints each module's imports, exports
# and size before and after `wasm-opt -Oz`.
#
#   solver-core/tools/wasm-sizes.sh [ID ...]     (default: hdu1525 hdu3032 tab hdu1517 hdu2149)
#
# Needs /usr/bin/rustc 1.63 (Debian's, with the wasm32 target), binaryen's wasm-opt and wabt's
# wasm-objdump. RUSTC_BOOTSTRAP=1 allows `#![feature(default_alloc_error_handler)]`, which a
# no_std program with alloc needs on 1.63 (stable since 1.68). Output: target/wasm-sizes/.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/target/wasm-sizes
mkdir -p "$out"
rustc=${RUSTC_163:-/usr/bin/rustc}
export RUSTC_BOOTSTRAP=1
target="--target wasm32-unknown-unknown -C panic=abort -C opt-level=s"
$rustc --edition 2021 $target --crate-type rlib --crate-name solver_core \
    "$root/solver-core/src/lib.rs" -o "$out/libsolver_core.rlib"
[ $# -gt 0 ] || set -- hdu1525 hdu3032 tab hdu1517 hdu2149
for id in "$@"; do
    src=$out/$id.rs
    {
        echo '#![no_std]'
        echo '#![no_main]'
        echo '#![feature(default_alloc_error_handler)]'
        echo 'extern crate alloc;'
        echo '#[allow(unused_imports)]'
        echo 'use alloc::{borrow::ToOwned, boxed::Box, format, string::{String, ToString}, vec, vec::Vec};'
        # The problem's `//!` docs become plain comments: they cannot follow the header's items.
        sed 's#^//!#//#' "$root/problems/src/bin/$id.rs"
        echo '#[no_mangle]'
        echo 'pub extern "C" fn sc_main() {'
        echo '    main()'
        echo '}'
    } > "$src"
    $rustc --edition 2021 $target --crate-type cdylib -C lto -C opt-level=s -C strip=debuginfo \
        --extern solver_core="$out/libsolver_core.rlib" "$src" -o "$out/$id.wasm"
    wasm-opt -Oz --strip-debug --strip-producers "$out/$id.wasm" -o "$out/$id.opt.wasm"
    before=$(wc -c < "$out/$id.wasm")
    after=$(wc -c < "$out/$id.opt.wasm")
    fmt=$(wasm-objdump -x "$out/$id.wasm" | grep -c 'fmt' || true)
    imports=$(wasm-objdump -x -j Import "$out/$id.opt.wasm" | sed -n 's/.*<- env\.\([a-z_]*\)$/\1/p' | tr '\n' ' ')
    exports=$(wasm-objdump -x -j Export "$out/$id.opt.wasm" | sed -n 's/.* -> "\(.*\)"$/\1/p' | tr '\n' ' ')
    echo "$id: $before bytes, $after after wasm-opt -Oz; imports: $imports; exports: $exports; core::fmt symbols: $fmt"
done
