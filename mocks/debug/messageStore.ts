// Which sample messages were read, kept in localStorage so the read state
// survives a reload. Read from storage on every call: no copy in
// memory that a reload, or another tab, could leave stale.
export const READ_KEY = 'debug-message-read';

export function readIds(): Set<number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(READ_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set(); // a corrupt entry only means "nothing read yet"
  }
}

export function markRead(ids: number[]): void {
  const read = readIds();
  ids.forEach((id) => read.add(id));
  localStorage.setItem(READ_KEY, JSON.stringify([...read].sort((a, b) => a - b)));
}
