// The least a React page can do before its first item: React DOM evaluated, one root rendered.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Play() {
  const [started, setStarted] = useState(false);
  if (!started) {
    return (
      <button type="button" onClick={() => setStarted(true)}>
        Tap to start
      </button>
    );
  }
  return (
    <div role="group" aria-label="Choices">
      {['1', '2', '3'].map((label) => (
        <button key={label} type="button">
          {label}
        </button>
      ))}
    </div>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <Play />
  </StrictMode>,
);
