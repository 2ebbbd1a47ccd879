import { Outlet } from '@tanstack/react-router';
import { Container } from '../../../components/ui/container';
import { useSession } from '../../../session/session';
import { TopBar } from './top-bar';

/**
 * The frame of every signed-in screen. The screens need a signed-in user
 * (`useSignedInSession`); when the user goes (logging out here, which then loads `/login`, or
 * in another tab, which reloads the page), the screen goes first, in the same render, instead
 * of rendering once more without a user.
 */
export function AppShell() {
  const signedIn = Boolean(useSession()?.user);
  return (
    <>
      <TopBar />
      <Container>
        <main id="main">{signedIn ? <Outlet /> : null}</main>
      </Container>
    </>
  );
}
