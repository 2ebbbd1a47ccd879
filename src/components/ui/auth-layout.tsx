import type { ReactNode } from 'react';
import { Container } from './container';
import { BackendBadge } from './backend-badge';
import { BrandLink } from './brand-link';

/** The frame of the sign-in screens: brand, one column, the active backend. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Container className="auth-layout">
      <header className="auth-brand">
        <BrandLink to="/" />
        <BackendBadge />
      </header>
      <main className="auth-main">{children}</main>
    </Container>
  );
}
