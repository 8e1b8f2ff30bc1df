// vite 8.4 names napi-windows-process-start-time as an optional dependency, which the npm registry
// answers with 404: npm install then leaves it out of package-lock.json and npm ci refuses the lock as out
// of sync. package.json's overrides point it here. vite imports it only on Windows, inside a try, and
// falls back to PowerShell when the import fails, which this stub makes it do.
throw new Error('napi-windows-process-start-time is not on the npm registry; vite falls back to PowerShell');
