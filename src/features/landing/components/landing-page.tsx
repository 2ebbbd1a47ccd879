import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AdBanner } from '../../../components/ui/ad-banner';
import { Avatar } from '../../../components/ui/avatar';
import { BackendBadge } from '../../../components/ui/backend-badge';
import { BrandMark } from '../../../components/ui/brand-mark';
import { buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { wasSignedIn } from '../../../session/signed-in-hint';
import { FeatureIcon } from './feature-icons';

const features = [
  {
    title: 'Squad Management',
    text: 'Add players, assign roles and keep team info current, all in one place.',
    icon: 'squad',
  },
  {
    title: 'Track Availability',
    text: 'See who is in or out for upcoming games and events at a glance.',
    icon: 'availability',
  },
  {
    title: 'Communicate Instantly',
    text: 'Send quick updates to players or parents when plans change.',
    icon: 'communicate',
  },
] as const;

const testimonials = [
  {
    quote:
      'Match-day admin used to eat my Saturday mornings. Now the squad list is on my phone, even when the ground has no signal.',
    who: 'Jamie R., Under-14 coach',
  },
  {
    quote: 'I can see both kids’ teams in one place and join a new squad with a code in seconds.',
    who: 'Priya S., parent of two',
  },
] as const;

/** A real screen of the app (a parent's dashboard on a phone, 390 px wide), captured from the local build. */
const preview = {
  src: '/preview-dashboard.webp',
  width: 390,
  height: 860,
  alt: 'The Pitchside dashboard on a phone: a parent’s club, team and two children by name, each with its crest or avatar, and buttons to add more.',
};

/** The public landing page (docs/product.md §2); also shown for any unknown path. */
export function LandingPage() {
  // read once: a device that was signed in gets a way straight into the app (the guard still decides)
  const [signedIn] = useState(wasSignedIn);
  return (
    <div className="landing">
      <div className="landing-pitch" aria-hidden="true" />
      <Container>
        <header className="landing-header">
          <span className="brand">
            <BrandMark /> Pitchside
          </span>
          <BackendBadge />
        </header>
        <main>
          <section className="hero" aria-labelledby="hero-title">
            <p className="eyebrow">For clubs, coaches and families</p>
            <h1 id="hero-title">
              Manage your team <em>like a pro</em>
            </h1>
            <p className="hero-text">
              Pitchside keeps clubs, teams, squads and families organised — on your phone at the pitch side, even with
              no signal, and on your desktop at home.
            </p>
            <div className="actions">
              {signedIn ? (
                <Link to="/dashboard" className={buttonClassName('primary')}>
                  Open Pitchside
                </Link>
              ) : null}
              <Link to="/login" className={buttonClassName(signedIn ? 'secondary' : 'primary')}>
                Login
              </Link>
              <Link to="/register" className={buttonClassName(signedIn ? 'ghost' : 'secondary')}>
                Register
              </Link>
            </div>
          </section>

          <div className="feature-grid">
            {features.map((feature) => (
              <Card key={feature.title} title={feature.title} level={2} className="feature-card">
                <FeatureIcon kind={feature.icon} />
                <p className="feature-text">{feature.text}</p>
              </Card>
            ))}
          </div>

          <div className="landing-showcase">
            <Card title="Powered by your community" className="community-card">
              <p>We keep the lights on with tasteful ads</p>
              <AdBanner slot="landing-community" />
            </Card>

            <Card title="Preview the App" className="preview-card">
              <div className="preview-stage">
                <div className="preview-frame">
                  <img
                    src={preview.src}
                    width={preview.width}
                    height={preview.height}
                    alt={preview.alt}
                    loading="lazy"
                    decoding="async"
                  />
                </div>
              </div>
            </Card>

            <div className="testimonial-grid">
              {testimonials.map((testimonial) => (
                <Card key={testimonial.who} className="testimonial">
                  <figure>
                    <blockquote>“{testimonial.quote}”</blockquote>
                    <figcaption>
                      <Avatar name={testimonial.who.split(',')[0]} size="sm" />
                      {testimonial.who}
                    </figcaption>
                  </figure>
                </Card>
              ))}
            </div>
          </div>
        </main>
        <footer className="landing-footer">© {new Date().getFullYear()} Pitchside. All rights reserved.</footer>
      </Container>
    </div>
  );
}
