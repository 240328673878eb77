// The bare reference: React alone, sending the app's requests and drawing the answers as table rows; "Apply"
// sends the click's requests and draws the first answer only (the app does not draw raw rows either).
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type AnswerRow, fetchRows, readPageConfig } from '../page-config';

const config = readPageConfig(window.location.hash);

function BarePage() {
  const [rows, setRows] = useState<AnswerRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const show = (urls: string[], firstOnly = false) =>
    void fetchRows(urls, config.token, firstOnly).then(setRows, (reason: unknown) => setError(String(reason)));
  useEffect(() => show(config.requests), []);

  return (
    <main>
      <h1>Bare React page</h1>
      {config.next ? <button onClick={() => show(config.next ?? [], true)}>Apply</button> : null}
      {error ? <p role="alert">{error}</p> : null}
      {rows ? (
        <table aria-label="Answer">
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {row.map((value, column) => (
                  <td key={column}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Loading…</p>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<BarePage />);
