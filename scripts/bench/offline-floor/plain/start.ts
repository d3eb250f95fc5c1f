// The least a page can do before its first item: the DOM alone, no framework.
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const start = document.createElement('button');
start.type = 'button';
start.textContent = 'Tap to start';
start.addEventListener('click', () => {
  const choices = document.createElement('div');
  choices.setAttribute('role', 'group');
  choices.setAttribute('aria-label', 'Choices');
  for (const label of ['1', '2', '3']) {
    const choice = document.createElement('button');
    choice.type = 'button';
    choice.textContent = label;
    choices.append(choice);
  }
  start.replaceWith(choices);
});
root.append(start);
