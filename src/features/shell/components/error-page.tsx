import { Container } from '../../../components/ui/container';

/** The router's error page. */
export function ErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  const chunkFailed = /Loading chunk|dynamically imported module|Importing a module script failed/i.test(detail);
  return (
    <Container>
      <main className="page error-page" role="alert">
        <h1>Unexpected Application Error!</h1>
        <p>{chunkFailed ? 'Loading chunk failed' : detail}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </main>
    </Container>
  );
}
