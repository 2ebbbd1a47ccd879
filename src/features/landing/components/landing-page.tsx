import { Link } from '@tanstack/react-router';
import { AdBanner } from '../../../components/ui/ad-banner';
import { buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { BrandMark } from '../../../components/ui/brand-mark';
import { Container } from '../../../components/ui/container';
import { BackendBadge } from '../../../components/ui/backend-badge';

const features = [
  { title: 'Squad Management', text: 'Add players, assign roles and keep team info current, all in one place.' },
  { title: 'Track Availability', text: 'See who is in or out for upcoming games and events at a glance.' },
  { title: 'Communicate Instantly', text: 'Send quick updates to players or parents when plans change.' },
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

/** The public landing page (docs/product.md §2); also shown for any unknown path. */
export function LandingPage() {
  return (
    <div className="landing">
      <Container>
        <header className="landing-header">
          <span className="brand">
            <BrandMark /> Pitchside
          </span>
          <BackendBadge />
        </header>
        <main>
          <section className="hero" aria-labelledby="hero-title">
            <h1 id="hero-title">Manage your team like a pro</h1>
            <p className="hero-text">
              Pitchside keeps clubs, teams, squads and families organised — on your phone at the pitch side, even with
              no signal, and on your desktop at home.
            </p>
            <div className="actions">
              <Link to="/login" className={buttonClassName('primary')}>
                Login
              </Link>
              <Link to="/register" className={buttonClassName('secondary')}>
                Register
              </Link>
            </div>
          </section>

          <div className="feature-grid">
            {features.map((feature) => (
              <Card key={feature.title} title={feature.title} level={2}>
                <p>{feature.text}</p>
              </Card>
            ))}
          </div>

          <Card title="Powered by your community">
            <p>We keep the lights on with tasteful ads</p>
            <AdBanner slot="landing-community" />
          </Card>

          <Card title="Preview the App">
            <div className="preview-placeholder" role="img" aria-label="Screenshot of the app coming soon">
              Screenshot or demo coming soon
            </div>
          </Card>

          <div className="testimonial-grid">
            {testimonials.map((testimonial) => (
              <Card key={testimonial.who} className="testimonial">
                <figure>
                  <blockquote>“{testimonial.quote}”</blockquote>
                  <figcaption>{testimonial.who}</figcaption>
                </figure>
              </Card>
            ))}
          </div>
        </main>
        <footer className="landing-footer">© {new Date().getFullYear()} Pitchside. All rights reserved.</footer>
      </Container>
    </div>
  );
}
