import { useEffect, useState } from 'react';
import { clockOffsetMs } from '../rain-phase';

const TICK_MS = 1000;

/** Server time, ticking every second while the page is open (a phone's clock may be off). */
export function useServerNow(serverTime: string | undefined): number {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (serverTime) setOffset(clockOffsetMs(serverTime, Date.now()));
  }, [serverTime]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now + offset;
}
