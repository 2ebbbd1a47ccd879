import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Container } from '../../../components/ui/container';
import { Menu, MenuItem, MenuSeparator } from '../../../components/ui/menu';
import { Sheet } from '../../../components/ui/sheet';
import { useGuardedLogout } from '../../../shared/components/guarded-logout';
import { useProfile } from '../../../shared/hooks/use-profile';
import { displayName, isParent } from '../../../domain/person/user-profile';
import { Avatar } from '../../../components/ui/avatar';
import { useSession } from '../../../session/session';
import { BackendBadge } from '../../../components/ui/backend-badge';
import { BrandLink } from '../../../components/ui/brand-link';

const mainLinks = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/schedule', label: 'Schedule' },
  { to: '/manage', label: 'Manage' },
  { to: '/join', label: 'Join' },
] as const;

/** Top bar: main links, the Account menu, and on small screens a menu sheet. */
export function TopBar() {
  const navigate = useNavigate();
  const profile = useProfile();
  // the bar outlives the signed-in screens by a render when the user logs out (app-shell.tsx)
  const email = useSession()?.user?.email ?? '';
  const parent = isParent(profile.data?.doc?.data);
  const name = displayName(profile.data?.doc?.data, email);
  const logout = useGuardedLogout();
  const [sheetOpen, setSheetOpen] = useState(false);

  const accountItems = [
    { label: 'Edit Profile', to: '/edit-profile' },
    { label: 'Notifications', to: '/notifications' },
    ...(parent ? [{ label: 'Manage Children', to: '/children' }] : []),
    { label: 'Schedule', to: '/schedule' },
    { label: 'Announcements', to: '/announcements' },
    { label: 'Join', to: '/join' },
    { label: 'Manage', to: '/manage' },
  ];

  return (
    <header className="top-bar">
      <Container className="top-bar-inner">
        <BrandLink to="/dashboard" />
        <nav aria-label="Main" className="top-links">
          {mainLinks.map((link) => (
            <Link key={link.to} to={link.to} activeProps={{ 'aria-current': 'page' }} className="top-link">
              {link.label}
            </Link>
          ))}
        </nav>
        <BackendBadge />
        <div className="account-menu">
          <Menu
            label="Account"
            trigger={
              <span aria-hidden="true">
                <Avatar name={name === email ? name.split('@')[0] : name} size="sm" />
                Account ▾
              </span>
            }
          >
            {accountItems.map((item) => (
              <MenuItem key={item.to} onSelect={() => navigate({ to: item.to })}>
                {item.label}
              </MenuItem>
            ))}
            <MenuSeparator />
            <MenuItem onSelect={() => logout.requestLogout()}>Logout</MenuItem>
          </Menu>
        </div>
        <div className="mobile-menu">
          <Sheet open={sheetOpen} onOpenChange={setSheetOpen} triggerLabel="Menu" trigger="Menu" title="Menu">
            <BackendBadge />
            <nav aria-label="Mobile" className="sheet-links">
              {[...mainLinks, ...accountItems.filter((item) => !mainLinks.some((link) => link.to === item.to))].map(
                (item) => (
                  <Link key={item.to} to={item.to} className="sheet-link" onClick={() => setSheetOpen(false)}>
                    {item.label}
                  </Link>
                ),
              )}
              <button
                type="button"
                className="sheet-link"
                onClick={() => {
                  setSheetOpen(false);
                  logout.requestLogout();
                }}
              >
                Logout
              </button>
            </nav>
          </Sheet>
        </div>
      </Container>
      {logout.guardDialog}
    </header>
  );
}
