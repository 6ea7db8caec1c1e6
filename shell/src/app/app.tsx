import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { AppFrame } from '../frame/app-frame';
import { RouteOutlet } from './route-outlet';
import { ShellContext, type ShellServices } from './shell-context';

export function App({ services }: { services: ShellServices }) {
  return (
    <ShellContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <I18nextProvider i18n={services.i18n}>
          {/* A route change renders at once, not in a transition: its slices each waited for a frame of the
              page being left (home's carousel, the drawer closing), which at 4× CPU doubled a tap's time. */}
          <BrowserRouter useTransitions={false}>
            <AppFrame>
              <RouteOutlet />
            </AppFrame>
          </BrowserRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </ShellContext.Provider>
  );
}
