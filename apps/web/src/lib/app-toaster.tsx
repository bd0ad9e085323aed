'use client';

import dynamic from 'next/dynamic';
import { useEffect, useSyncExternalStore } from 'react';
import { loadSonner, toasterWanted } from './toast';

const AppToasterView = dynamic(() => import('./app-toaster-view'), { ssr: false });

/**
 * The page's toaster, loaded after the page rather than with it: on the first toast, or once the browser
 * is idle (so a later toast shows at once). A toast made before it mounts is shown when it does.
 */
export function AppToaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, toasterWanted.getServer);
  useEffect(() => {
    if (wanted) return;
    const load = () => void loadSonner();
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, { timeout: 5_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(load, 2_000);
    return () => clearTimeout(handle);
  }, [wanted]);
  return wanted ? <AppToasterView /> : null;
}
