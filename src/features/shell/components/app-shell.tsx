import { Outlet } from '@tanstack/react-router';
import { Container } from '../../../components/ui/container';
import { TopBar } from './top-bar';

/** The frame of every signed-in screen. */
export function AppShell() {
  return (
    <>
      <TopBar />
      <Container>
        <main id="main">
          <Outlet />
        </main>
      </Container>
    </>
  );
}
