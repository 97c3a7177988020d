/**
 * `npx tsx scripts/make-videos.ts`: draws the short self-hosted clips the seed articles show
 * (scripts/seed/articles/blocks.ts `video()`) as H.264 MP4 files under public/videos, each with a
 * WebP poster of the same name. Frames are flat vector art (scripts/seed/art) rendered by sharp;
 * nothing is downloaded.
 *
 * Needs ffmpeg on the PATH (`apt-get install -y ffmpeg`). Only this script does: the clips are
 * committed, so builds, CI and `npm start` never need ffmpeg.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { mat, mirrorWall, plant, windowPanel } from '@/scripts/seed/art/furniture';
import { memberStyle, trainerStyle } from '@/scripts/seed/art/scenes';
import { mix, palette, type Pose, type PoseName, person, type PersonStyle, poses, rect } from '@/scripts/seed/art/svg';

const outDir = path.resolve(__dirname, '..', 'public', 'videos');
const WIDTH = 640;
const HEIGHT = 360;
const FPS = 12;
const SECONDS = 5;
/** The artwork is drawn at twice the video size, then scaled down. */
const VIEW = { width: 1280, height: 720, floor: 600 } as const;
const MAX_CLIP_BYTES = 200 * 1024;

type Joints = { -readonly [K in keyof Pose]: [number, number] };

const toJoints = (pose: Pose): Joints =>
  Object.fromEntries(Object.entries(pose).map(([key, [x, y]]) => [key, [x, y]])) as Joints;

/** A pose between two others; t 0 → a, 1 → b. */
function between(a: Pose, b: Pose, t: number): Pose {
  const result = toJoints(a);
  for (const key of Object.keys(result) as (keyof Pose)[]) {
    result[key] = [a[key][0] + (b[key][0] - a[key][0]) * t, a[key][1] + (b[key][1] - a[key][1]) * t];
  }
  return result;
}

/** Draws a person in any pose: person() takes pose names, so the pose is lent a scratch name. */
const scratch = poses as unknown as Record<string, Pose>;
function personIn(pose: Pose, at: readonly [number, number], size: number, style: PersonStyle, facingLeft = false): string {
  scratch.__frame = pose;
  try {
    return person('__frame' as PoseName, at, size, style, facingLeft);
  } finally {
    delete scratch.__frame;
  }
}

/** Smooth back-and-forth, 0 → 1 → 0 once per `period` seconds. */
const swing = (time: number, period: number) => (1 - Math.cos((2 * Math.PI * time) / period)) / 2;

function chair(x: number, floorY: number): string {
  const seatY = floorY - 150;
  return [
    rect(x - 70, seatY - 150, 16, 150, palette.navy, 6),
    rect(x - 75, seatY, 150, 18, palette.navy, 8),
    rect(x - 66, seatY + 18, 12, 132, palette.slate, 4),
    rect(x + 54, seatY + 18, 12, 132, palette.slate, 4),
  ].join('');
}

function studio(...children: string[]): string {
  const { width, height, floor } = VIEW;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${width} ${height}">${[
    rect(0, 0, width, height, palette.cream),
    rect(0, floor - 170, width, 170, mix(palette.cream, palette.sand, 0.5)),
    windowPanel(90, 90, 260, 300),
    mirrorWall(820, 120, 360, 420),
    rect(0, floor, width, height - floor, palette.wood),
    rect(0, floor - 10, width, 12, palette.navy),
    plant(1220, floor, 0.9),
    ...children,
  ].join('')}</svg>`;
}

const sitRaised: Pose = { ...poses.sit, backElbow: [4, -96], backHand: [2, -116], frontElbow: [8, -96], frontHand: [6, -116] };
const sitReach: Pose = { ...poses.sit, backElbow: [-10, -88], backHand: [-22, -100], frontElbow: [14, -88], frontHand: [28, -100] };
const sitLegUp: Pose = { ...poses.sit, frontKnee: [20, -37], frontFoot: [56, -40] };

interface Clip {
  name: string;
  frame: (time: number) => string;
}

const clips: Clip[] = [
  {
    // A trainer guides a member with pressure bands through squats and curls.
    name: 'kaatsu-intro',
    frame: (time) =>
      studio(
        mat(430, VIEW.floor, 420),
        personIn(poses.guide, [360, VIEW.floor], 400, trainerStyle(1)),
        personIn(
          time < SECONDS / 2 ? between(poses.stand, poses.squat, swing(time, 1.25)) : between(poses.stand, poses.curl, swing(time, 1.25)),
          [640, VIEW.floor],
          400,
          memberStyle(0),
          true,
        ),
      ),
  },
  {
    // Seated shoulder stretch: arms up, then wide, in a slow rhythm.
    name: 'shoulder-stretch',
    frame: (time) => {
      const t = swing(time, 2.5);
      const pose = time % 5 < 2.5 ? between(poses.sit, sitRaised, t) : between(poses.sit, sitReach, t);
      return studio(chair(600, VIEW.floor), personIn(pose, [600, VIEW.floor], 420, memberStyle(1, false)));
    },
  },
  {
    // Sitting leg raises on a chair.
    name: 'chair-exercise',
    frame: (time) =>
      studio(
        chair(600, VIEW.floor),
        personIn(between(poses.sit, sitLegUp, swing(time, 1.6)), [600, VIEW.floor], 420, memberStyle(2, false)),
        personIn(poses.guide, [300, VIEW.floor], 400, trainerStyle(2)),
      ),
  },
];

async function rawFrame(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(WIDTH, HEIGHT).removeAlpha().raw().toBuffer();
}

function encode(frames: Buffer[], file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(
      'ffmpeg',
      [
        '-y', '-loglevel', 'error',
        '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS), '-i', '-',
        '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-pix_fmt', 'yuv420p', '-profile:v', 'main',
        '-movflags', '+faststart', '-an', file,
      ],
      { stdio: ['pipe', 'inherit', 'inherit'] },
    );
    ffmpeg.on('error', (error) => reject(new Error(`ffmpeg could not start (apt-get install -y ffmpeg): ${error.message}`)));
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
    for (const frame of frames) ffmpeg.stdin.write(frame);
    ffmpeg.stdin.end();
  });
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  for (const clip of clips) {
    const count = FPS * SECONDS;
    const frames: Buffer[] = [];
    for (let index = 0; index < count; index += 1) frames.push(await rawFrame(clip.frame(index / FPS)));
    const video = path.join(outDir, `${clip.name}.mp4`);
    await encode(frames, video);
    const poster = await sharp(Buffer.from(clip.frame(SECONDS * 0.3))).resize(WIDTH, HEIGHT).webp({ quality: 72 }).toBuffer();
    writeFileSync(path.join(outDir, `${clip.name}.webp`), poster);
    const bytes = statSync(video).size;
    console.log(`${clip.name}.mp4 ${(bytes / 1024).toFixed(1)} KiB, poster ${(poster.length / 1024).toFixed(1)} KiB`);
    if (bytes > MAX_CLIP_BYTES) throw new Error(`${clip.name}.mp4 is over ${MAX_CLIP_BYTES / 1024} KiB`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
