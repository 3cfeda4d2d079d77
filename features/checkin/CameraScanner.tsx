'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/design-system/components/Button/Button';
import { Text } from '@/design-system/components/Text/Text';
import { useHydrated } from '@/design-system/hooks/useHydrated';
import { Stack } from '@/design-system/layout/Stack/Stack';
import { video as videoStyle } from './CheckInDoor.css';
import type { DetectQrCode } from './qrDetector';

/** A code seen again within this time is the same ticket still in front of the camera. */
const SAME_CODE_MS = 4000;
/** Frames read per second at most: enough for a door, light on a phone's battery. */
const READ_INTERVAL_MS = 200;

/**
 * The camera at the door (JavaScript only: without it, the code is typed). Started by a
 * button, never on page load: the browser asks for the camera then, and the decoder is
 * loaded then. Each code read is handed to `onCode` once, as if typed.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useTranslations('CheckIn');
  const hydrated = useHydrated();
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'unavailable'>('off');
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const frameRef = useRef<number | null>(null);
  const lastRef = useRef<{ code: string; at: number } | null>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  const stop = () => {
    if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
    frameRef.current = null;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  };
  useEffect(() => stop, []);

  const scan = (detect: DetectQrCode) => {
    let readAt = 0;
    let reading = false;
    const tick = async (time: number) => {
      frameRef.current = requestAnimationFrame((next) => void tick(next));
      const video = videoRef.current;
      if (reading || !video || time - readAt < READ_INTERVAL_MS) return;
      reading = true;
      readAt = time;
      try {
        const code = await detect(video);
        const last = lastRef.current;
        if (code && !(last && last.code === code && Date.now() - last.at < SAME_CODE_MS)) {
          lastRef.current = { code, at: Date.now() };
          onCodeRef.current(code);
        } else if (code && last) last.at = Date.now();
      } catch {
        // A frame the detector could not read: the next one will do.
      } finally {
        reading = false;
      }
    };
    frameRef.current = requestAnimationFrame((time) => void tick(time));
  };

  const start = async () => {
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      streamRef.current = stream;
      const { qrDetector } = await import('./qrDetector');
      const detect = await qrDetector();
      const video = videoRef.current;
      if (!video) throw new Error('no video element');
      video.srcObject = stream;
      await video.play();
      setState('on');
      scan(detect);
    } catch {
      stop();
      setState('unavailable');
    }
  };

  // Without JavaScript there is no camera to offer: the typed code is the way in.
  if (!hydrated) return null;
  const running = state === 'on' || state === 'starting';
  return (
    <Stack gap="small">
      <div>
        <Button
          variant="secondary"
          isPending={state === 'starting'}
          onPress={() => {
            if (running) {
              stop();
              setState('off');
            } else void start();
          }}
        >
          {running ? t('camera.stop') : t('camera.start')}
        </Button>
      </div>
      {state === 'unavailable' ?
        <Text>{t('camera.unavailable')}</Text>
      : null}
      <div hidden={!running}>
        <Stack gap="xsmall">
          <Text>{t('camera.hint')}</Text>
          <video ref={videoRef} className={videoStyle} muted playsInline aria-label={t('camera.preview')} />
        </Stack>
      </div>
    </Stack>
  );
}
