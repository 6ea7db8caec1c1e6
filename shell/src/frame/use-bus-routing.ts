import { loginHref } from '@mobile/shared-contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { linkTarget } from '../ui/link-target';

/**
 * Answers bus events that move the page: 'open-login' goes to /m/login?redirect= where to come back to,
 * 'navigate' follows a path of this site, 'back' goes back as the titled bar's back would, 'open-service'
 * opens the service modal.
 */
export function useBusRouting(onOpenService: () => void, onBack: () => void): void {
  const { bus } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = location.pathname + location.search;
  const openService = useRef(onOpenService);
  openService.current = onOpenService;
  const back = useRef(onBack);
  back.current = onBack;

  useEffect(() => {
    const subscription = bus.events$.subscribe((event) => {
      if (event.type === 'open-login') {
        navigate(loginHref(event.returnTo ?? here.current));
      } else if (event.type === 'navigate') {
        const target = linkTarget(event.to);
        if (target?.kind === 'internal') navigate(target.path, { replace: event.replace });
        else console.error('[frame] refused to navigate to', event.to);
      } else if (event.type === 'back') {
        back.current();
      } else if (event.type === 'open-service') {
        openService.current();
      }
    });
    return () => subscription.unsubscribe();
  }, [bus, navigate]);
}
