"""Memory of shrinking one card photo, and four at once: the peak above the process's baseline.

Issue 22's budget: at most 200 MB above the server's baseline for one upload, and no more with four phones
uploading at once. Each case runs in a fresh Python process: it imports the app's photo module, reads the
picture's bytes, resets the kernel's peak-RSS mark (``/proc/self/clear_refs``), notes its RSS (the
baseline), then calls ``webapp.cards.photo.thumbnail`` once, or from four threads at once, and prints VmHWM (the
peak) minus the baseline, and the RSS left afterwards. A refused picture counts too (its refusal must be
cheap). The pictures are made once in a temporary folder: the phone-sized ones as phones store them.

Usage: .venv/bin/python scripts/bench_photo_memory.py [--root DIR]   (Linux only: reads /proc/self/status)
``--root DIR`` measures the photo module of another checkout (``git archive f977b97 | tar -x -C DIR``: the code
before issue 22) with the same pictures.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CHILD = r"""
import sys, threading, time
sys.path.insert(0, {root!r})
from webapp.cards.photo import PhotoError, thumbnail

def status(field):
    for line in open("/proc/self/status"):
        if line.startswith(field + ":"):
            return int(line.split()[1]) // 1024  # kB -> MB
    raise SystemExit(f"no {{field}} in /proc/self/status")

data = open({path!r}, "rb").read()
thumbnail(open({warm!r}, "rb").read())  # Pillow's decoders and the JPEG encoder loaded, as in a running server
with open("/proc/self/clear_refs", "w") as marks:
    marks.write("5")  # reset VmHWM to the current RSS
base = status("VmRSS")
outcome = []
def one():
    try:
        thumbnail(data)
        outcome.append("kept")
    except PhotoError:
        outcome.append("refused")
start = time.perf_counter()
threads = [threading.Thread(target=one) for _ in range({copies})]
for t in threads: t.start()
for t in threads: t.join()
print(status("VmHWM") - base, status("VmRSS") - base, base, round(time.perf_counter() - start, 2), outcome[0])
"""


def _pictures(folder: Path) -> dict[str, Path]:
    """The cases: what phones send (JPEG 12 and 48 MP, HEIC 12 MP), the issue's hostile PNGs, 16-bit grey."""
    from PIL import Image, ImageDraw

    import webapp.cards.photo  # noqa: F401  (registers the HEIC opener)

    def scene(size, mode="RGB"):
        image = Image.linear_gradient("L").resize(size).convert(mode)
        draw = ImageDraw.Draw(image)
        for i in range(0, size[0], max(size[0] // 40, 1)):  # some edges, as a photo of a card has
            draw.line((i, 0, size[0] - i, size[1]), fill=(40, 90, 160) if mode == "RGB" else 0, width=9)
        return image

    cases = {
        "JPEG 4000x3000 (12 MP phone photo)": (lambda: scene((4000, 3000)), "JPEG", {"quality": 90}),
        "JPEG 8000x6000 (48 MP phone photo)": (lambda: scene((8000, 6000)), "JPEG", {"quality": 85}),
        "JPEG 8000x6000 progressive": (lambda: scene((8000, 6000)), "JPEG", {"quality": 85, "progressive": True}),
        "HEIC 4032x3024 (12 MP iPhone)": (lambda: scene((4032, 3024)), "HEIF", {"quality": 50}),
        "PNG 7000x7000 1-bit": (lambda: Image.new("1", (7000, 7000), 1), "PNG", {}),
        "PNG 7000x7000 RGB": (lambda: scene((7000, 7000)), "PNG", {"compress_level": 1}),
        "PNG 5000x5000 RGB (just under budget)": (lambda: scene((5000, 5000)), "PNG", {"compress_level": 1}),
        "PNG 12000x12000 1-bit bomb": (lambda: Image.new("1", (12000, 12000), 0), "PNG", {"optimize": True}),
        "PNG 15000x15000 1-bit bomb": (lambda: Image.new("1", (15000, 15000), 0), "PNG", {"optimize": True}),
        "PNG 4000x3000 16-bit grey": (lambda: scene((4000, 3000), "L").convert("I").point(lambda v: v * 257).convert("I;16"),
                                      "PNG", {}),
    }
    paths = {}
    for name, (make, kind, options) in cases.items():
        path = folder / f"{len(paths)}.{kind.lower()}"
        image = make()
        image.save(path, kind, **options)
        paths[name] = path
    warm = folder / "warm.jpg"
    scene((800, 600)).save(warm, "JPEG")
    paths["warm"] = warm
    return paths


def peak_above_baseline(path: Path, warm: Path, copies: int, root: Path = ROOT) -> tuple[int, int, int, float, str]:
    """Shrink the picture at ``path`` ``copies`` times at once in a fresh process (``warm``: a small JPEG
    shrunk first) with the photo module of the checkout at ``root``: (peak MB above the baseline, MB left
    after, baseline MB, seconds, "kept" or "refused")."""
    code = CHILD.format(root=str(root), path=str(path), warm=str(warm), copies=copies)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    peak, after, base, seconds, outcome = out.stdout.split()
    return int(peak), int(after), int(base), float(seconds), outcome


def main(root: Path = ROOT) -> None:
    """Print one line per case: peak above baseline for one upload and for four at once."""
    with tempfile.TemporaryDirectory(prefix="photo-bench-") as folder:
        paths = _pictures(Path(folder))
        warm = paths.pop("warm")
        print(f"{'picture':42} {'size':>8}  {'one: peak / after':>18}  {'four at once: peak / after':>27}  outcome")
        worst = 0
        for name, path in paths.items():
            cells = []
            for copies in (1, 4):
                peak, after, base, seconds, outcome = peak_above_baseline(path, warm, copies, root)
                worst = max(worst, peak)
                cells.append(f"{peak:>4} / {after:>4} MB ({seconds} s)")
            size = path.stat().st_size
            print(f"{name:42} {size / 1e6:>6.2f}MB  {cells[0]:>18}  {cells[1]:>27}  {outcome}")
        print(f"baseline RSS of a process with the photo module loaded: {base} MB; worst peak above it: {worst} MB "
              f"(budget 200 MB)")


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout whose webapp/cards/photo.py is measured")
    started = time.perf_counter()
    main(parser.parse_args().root.resolve())
    print(f"({time.perf_counter() - started:.0f} s)")
