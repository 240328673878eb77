// The bare reference: React alone, sending the app's own requests and rendering the answer as table
// rows; "Apply" sends the click's request. What the app's first data and repaints are compared with.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type AnswerRow, fetchRows, readPageConfig } from '../page-config';

const config = readPageConfig(window.location.search);

function BarePage() {
  const [urls, setUrls] = useState(config.requests);
  const [rows, setRows] = useState<AnswerRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchRows(urls, config.token).then(
      (answer) => current && setRows(answer),
      (reason: unknown) => current && setError(String(reason)),
    );
    return () => {
      current = false;
    };
  }, [urls]);

  return (
    <main>
      <h1>Bare React page</h1>
      {config.next ? <button onClick={() => setUrls([config.next ?? ''])}>Apply</button> : null}
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

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(<BarePage />);
