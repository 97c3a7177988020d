import { circle, ellipse, group, mix, palette, path, rect, stroke } from './svg';

/* Studio furniture in flat front view. x is the centre (or left edge where noted), floorY the floor line. */

export function windowPanel(x: number, y: number, width: number, height: number, panes = 2): string {
  const paneWidth = width / panes;
  const parts = [rect(x - 8, y - 8, width + 16, height + 16, palette.navy, 4), rect(x, y, width, height, '#bfd0e2')];
  for (let i = 0; i < panes; i += 1) {
    const left = x + i * paneWidth;
    parts.push(path(`M${left + paneWidth * 0.15} ${y + height}L${left + paneWidth * 0.75} ${y}h${paneWidth * 0.18}L${left + paneWidth * 0.33} ${y + height}z`, '#d8e3ee'));
    if (i > 0) parts.push(rect(left - 4, y, 8, height, palette.navy));
  }
  return parts.join('');
}

export function mirrorWall(x: number, y: number, width: number, height: number): string {
  const parts = [rect(x, y, width, height, palette.ice), rect(x, y + height - 6, width, 6, palette.mist)];
  for (let left = x + 60; left < x + width - 40; left += 260) {
    parts.push(path(`M${left} ${y + height}L${left + 90} ${y}h40L${left + 40} ${y + height}z`, '#e8eef4'));
  }
  for (let left = x + width / 3; left < x + width; left += width / 3) parts.push(rect(left - 2, y, 4, height, palette.mist));
  return parts.join('');
}

export function pendant(x: number, length: number, shade: string = palette.navy): string {
  return [
    rect(x - 1.5, 0, 3, length, palette.navy),
    path(`M${x - 36} ${length + 34}a36 36 0 0 1 72 0z`, shade),
    ellipse(x, length + 36, 18, 6, '#fff3dc'),
  ].join('');
}

export function plant(x: number, floorY: number, scale = 1): string {
  const leaves = [
    [-26, -120, -30],
    [24, -128, 28],
    [-8, -150, -8],
    [14, -100, 40],
    [-30, -90, -50],
  ] as const;
  return group(
    `translate(${x} ${floorY}) scale(${scale})`,
    ...leaves.map(([dx, dy, angle]) => ellipse(dx, dy, 13, 34, angle > 0 ? palette.leaf : mix(palette.leaf, '#000000', 0.15), { transform: `rotate(${angle} ${dx} ${dy})` })),
    stroke([[0, -60], [0, -140]], mix(palette.leaf, '#000000', 0.25), 4),
    path('M-30 -62h60l-8 62h-44z', palette.sand),
    rect(-32, -66, 64, 10, palette.wood, 3),
  );
}

function dumbbell(x: number, y: number, width: number, color: string): string {
  const plate = width * 0.28;
  return [
    rect(x, y - 3, width, 6, palette.slate, 3),
    rect(x, y - 14, plate, 28, color, 6),
    rect(x + width - plate, y - 14, plate, 28, color, 6),
  ].join('');
}

export function dumbbellRack(x: number, floorY: number): string {
  const parts = [
    rect(x - 150, floorY - 150, 12, 150, palette.navy, 3),
    rect(x + 138, floorY - 150, 12, 150, palette.navy, 3),
    rect(x - 160, floorY - 150, 320, 10, palette.navy, 4),
    rect(x - 160, floorY - 80, 320, 10, palette.navy, 4),
  ];
  const colors = [palette.orange, palette.slate, palette.orangeSoft, palette.navy];
  for (let i = 0; i < 4; i += 1) {
    parts.push(dumbbell(x - 130 + i * 68, floorY - 168, 52, colors[i] ?? palette.slate));
    parts.push(dumbbell(x - 130 + i * 68, floorY - 98, 52, colors[(i + 2) % 4] ?? palette.slate));
  }
  return parts.join('');
}

export function bike(x: number, floorY: number, scale = 1, color: string = palette.navy): string {
  return group(
    `translate(${x} ${floorY}) scale(${scale})`,
    rect(-70, -10, 150, 10, color, 5),
    circle(45, -48, 32, palette.slate),
    circle(45, -48, 12, palette.mist),
    stroke([[-30, -8], [-18, -95]], color, 10),
    stroke([[-10, -10], [45, -48], [52, -125]], color, 10),
    rect(-42, -104, 46, 12, palette.orange, 6),
    stroke([[40, -128], [68, -128]], color, 8),
    stroke([[10, -40], [24, -26]], palette.mist, 6),
  );
}

export function bench(x: number, floorY: number, width = 200, pad: string = palette.navy): string {
  return [
    rect(x - width / 2, floorY - 62, width, 22, pad, 8),
    rect(x - width / 2 + 20, floorY - 42, 12, 42, palette.slate),
    rect(x + width / 2 - 32, floorY - 42, 12, 42, palette.slate),
  ].join('');
}

export function mat(x: number, floorY: number, width: number, color: string = palette.orangeSoft): string {
  return path(`M${x - width / 2 + 20} ${floorY + 8}h${width}l-30 34h-${width}z`, color);
}

export function ball(x: number, floorY: number, r = 46, color: string = palette.orange): string {
  return [
    ellipse(x, floorY + 4, r * 0.9, 8, 'rgba(0,0,0,0.12)'),
    circle(x, floorY - r, r, color),
    path(`M${x - r} ${floorY - r}c${r * 0.6} ${-r * 0.5} ${r * 1.4} ${-r * 0.5} ${r * 2} 0`, 'none', { stroke: mix(color, '#ffffff', 0.35), 'stroke-width': 5 }),
  ].join('');
}

/** The brand emblem: rings only, no lettering. */
export function emblem(x: number, y: number, r: number): string {
  return [
    circle(x, y, r, 'none', { stroke: palette.orange, 'stroke-width': r * 0.22 }),
    circle(x, y, r * 0.45, palette.navy),
    circle(x + r * 0.72, y - r * 0.72, r * 0.16, palette.navy),
  ].join('');
}

export function counter(x: number, floorY: number, width = 420): string {
  return [
    rect(x - width / 2, floorY - 150, width, 150, palette.navy, 6),
    rect(x - width / 2 - 12, floorY - 166, width + 24, 20, palette.wood, 6),
    rect(x - width / 2 + 20, floorY - 130, width - 40, 8, palette.orange, 4),
    rect(x - 40, floorY - 200, 80, 34, palette.slate, 4),
    rect(x - 46, floorY - 170, 92, 6, palette.navy, 2),
  ].join('');
}

export function lockers(x: number, y: number, columns: number, rows: number, cell = 90): string {
  const parts = [rect(x - 10, y - 10, columns * cell + 20, rows * cell * 1.3 + 20, palette.navy, 6)];
  for (let c = 0; c < columns; c += 1) {
    for (let r = 0; r < rows; r += 1) {
      const left = x + c * cell;
      const top = y + r * cell * 1.3;
      parts.push(rect(left + 4, top + 4, cell - 8, cell * 1.3 - 8, (c + r) % 3 === 0 ? palette.mist : palette.ice, 4));
      parts.push(rect(left + cell - 24, top + cell * 0.55, 8, 22, palette.orange, 3));
      parts.push(rect(left + 16, top + 16, cell - 40, 5, palette.mist, 2));
    }
  }
  return parts.join('');
}

export function table(x: number, floorY: number, width = 260): string {
  return [
    rect(x - width / 2, floorY - 120, width, 14, palette.wood, 5),
    rect(x - 8, floorY - 106, 16, 100, palette.navy),
    rect(x - 60, floorY - 10, 120, 10, palette.navy, 4),
  ].join('');
}

export function chair(x: number, floorY: number, facingLeft = false, color: string = palette.orange): string {
  const back = facingLeft ? x + 34 : x - 46;
  return [
    rect(back, floorY - 150, 12, 150, palette.navy, 4),
    rect(x - 44, floorY - 80, 88, 16, color, 6),
    rect(facingLeft ? x - 40 : x + 30, floorY - 64, 10, 64, palette.navy, 3),
  ].join('');
}

export function frameArt(x: number, y: number, width: number, height: number, accent: string = palette.orange): string {
  return [
    rect(x, y, width, height, palette.navy, 4),
    rect(x + 10, y + 10, width - 20, height - 20, palette.cream),
    circle(x + width * 0.35, y + height * 0.45, Math.min(width, height) * 0.22, accent),
    path(`M${x + 10} ${y + height - 10}l${width * 0.4} ${-height * 0.4}l${width * 0.25} ${height * 0.22}l${width * 0.35 - 20} ${-height * 0.3}v${height * 0.48}z`, palette.slate),
  ].join('');
}
