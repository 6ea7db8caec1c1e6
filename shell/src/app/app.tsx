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
          {/* A route change stays a transition (React Router's default): rendered at once, the click's task
              held the whole change and most taps' input-to-next-paint passed 200 ms (decision 0521). */}
          <BrowserRouter>
            <AppFrame>
              <RouteOutlet />
            </AppFrame>
          </BrowserRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </ShellContext.Provider>
  );
}
