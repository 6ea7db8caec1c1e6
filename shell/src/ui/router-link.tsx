import { Link } from 'react-router-dom';
import type { FrameLinkProps } from './plain-link';

/** A view's link inside the shell: react-router's Link (same `<a href>`, navigation without a reload). */
export function RouterLink({ href, children, ...props }: FrameLinkProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
