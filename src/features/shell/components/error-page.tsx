import { Container } from '../../../components/ui/container';

/**
 * A chunk of the app that could not be downloaded: the browsers' own messages for a failed
 * dynamic import, and the app's own chunk timeout (src/app/chunk-timeout.ts, `ChunkLoadError`).
 */
const chunkFailure =
  /Loading chunk|dynamically imported module|Importing a module script failed|error loading dynamically imported/i;

export function isChunkLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || chunkFailure.test(error.message);
}

/** The router's error page: never a blank screen, always a way to load the app again. */
export function ErrorPage({ error }: { error: unknown }) {
  const chunkFailed = isChunkLoadFailure(error);
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Container>
      <main className="page error-page" role="alert">
        <h1>Unexpected Application Error!</h1>
        <p>{chunkFailed ? 'Loading chunk failed' : detail}</p>
        {chunkFailed ? <p>Part of Pitchside could not be downloaded. Check the connection, then reload.</p> : null}
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </main>
    </Container>
  );
}
