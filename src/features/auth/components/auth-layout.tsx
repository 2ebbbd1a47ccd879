import { BrandMark } from '../../../components/ui/brand-mark';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { BackendBadge } from '../../shell/components/backend-badge';

/** The frame of the sign-in screens: brand, one column, the active backend. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Container className="auth-layout">
      <header className="auth-brand">
        <Link to="/" className="brand">
          <BrandMark /> Pitchside
        </Link>
        <BackendBadge />
      </header>
      <main className="auth-main">{children}</main>
    </Container>
  );
}
