// The bare reference: React alone, sending the app's own requests and rendering the answer as table
// rows; "Apply" sends the click's requests. What the app's first data and repaints are compared with.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { answerRows, type AnswerRow, fetchAnswer, fetchRows, readPageConfig } from '../page-config';

const config = readPageConfig(window.location.search);

function BarePage() {
  // The first load shows every answer's rows; a click's requests are all awaited and only the first
  // answer is shown (the app does not draw raw rows either: drawing thousands was the bare page's cost).
  const [asked, setAsked] = useState({ urls: config.requests, shown: 'every' as 'every' | 'first' });
  const [rows, setRows] = useState<AnswerRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    const answer =
      asked.shown === 'every'
        ? fetchRows(asked.urls, config.token)
        : Promise.all(asked.urls.map((url) => fetchAnswer(url, config.token))).then((answers) => answerRows(answers[0]));
    answer.then(
      (answer) => current && setRows(answer),
      (reason: unknown) => current && setError(String(reason)),
    );
    return () => {
      current = false;
    };
  }, [asked]);

  return (
    <main>
      <h1>Bare React page</h1>
      {config.next ? <button onClick={() => setAsked({ urls: config.next ?? [], shown: 'first' })}>Apply</button> : null}
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
