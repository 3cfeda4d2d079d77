import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import QRCode from 'qrcode';
import { chromiumArgs } from '../../playwright.config';
import { buyTickets, DOOR } from '../support/checkin';
import { expect, test } from '../support/fixtures';
import { origin } from '../support/journey';
import { press } from '../support/keyboard';
import { passwordGrant } from '../support/shell';

/**
 * The door's camera (issue 53): Chromium's fake camera films a ticket's QR code (a Y4M
 * file made here from the code), the page reads it (jsQR: headless Chromium on Linux has
 * no BarcodeDetector) and checks the ticket in as if typed. No @no-js tag: the camera is
 * JavaScript's.
 */
const WIDTH = 640;
const HEIGHT = 480;

/** A still video (two identical frames, looped by Chromium) of the QR code of `text`, black on white. */
function qrVideo(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor(HEIGHT / (modules.size + 2 * quiet));
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.data[row * modules.size + column]) continue;
      for (let y = 0; y < scale; y += 1)
        luma.fill(
          16,
          (top + row * scale + y) * WIDTH + left + column * scale,
          (top + row * scale + y) * WIDTH + left + (column + 1) * scale,
        );
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const path = join(mkdtempSync(join(tmpdir(), 'checkin-camera-')), 'ticket.y4m');
  writeFileSync(
    path,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return path;
}

test('the camera reads a ticket’s QR code and checks it in once', async ({ request }) => {
  const [ticket] = await buyTickets(request, [['Marius', 'Fabre']]);
  if (!ticket) throw new Error('no ticket issued');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_TEST_PATH || '/usr/bin/chromium-headless-shell',
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(ticket.code)}`,
    ],
  });
  try {
    const context = await browser.newContext({ permissions: ['camera'] });
    const tokens = await passwordGrant(request, 'admin.formulaire@example.org');
    await context.addCookies(
      [
        { name: 'forms-access-token', value: tokens.access_token, httpOnly: true },
        { name: 'forms-refresh-token', value: tokens.refresh_token, httpOnly: true },
        { name: 'forms-session', value: '1', httpOnly: false },
      ].map((cookie) => ({ ...cookie, url: origin })),
    );
    const page = await context.newPage();
    // The decoder (jsQR: its "attemptBoth" option) is not part of the page: it comes with the camera.
    const decoderLoaded: boolean[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      void response.text().then(
        (text) => decoderLoaded.push(text.includes('attemptBoth')),
        () => undefined,
      );
    });
    await page.goto(`${origin}${DOOR}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contrôle des billets' })).toBeVisible();
    const answer = page.getByRole('status').filter({ has: page.locator('[data-result]') });
    await page.waitForLoadState('networkidle');
    expect(decoderLoaded.length).toBeGreaterThan(0);
    expect(decoderLoaded).not.toContain(true);

    await press(page, page.getByRole('button', { name: 'Scanner avec la caméra' }));
    await expect(page.getByRole('button', { name: 'Arrêter la caméra' })).toBeVisible();
    await expect(answer).toContainText('Billet valide : entrée autorisée', { timeout: 20_000 });
    await expect(answer).toContainText('Marius Fabre');
    // Still in front of the camera: not presented again (it would answer "already used").
    await page.waitForTimeout(1500);
    await expect(answer).toContainText('Billet valide');
    await press(page, page.getByRole('button', { name: 'Arrêter la caméra' }));
    await expect(page.getByRole('button', { name: 'Scanner avec la caméra' })).toBeVisible();
    expect(decoderLoaded).toContain(true);
  } finally {
    await browser.close();
  }
});
