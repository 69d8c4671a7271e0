-- A real client for `chapters lsp`: Neovim (0.7 or later) run headless by .ci/lsp-check.
-- It starts the server on one chapter, waits for its diagnostics, asks for completion at one place and writes what it
-- got to a file, one item a line, then quits. Every wait is bounded; the script always ends by itself.
--
-- Environment: CHAPTERS_TOOL (the built `chapters`), CHAPTER (the chapter file), OUT (the file to write),
-- COMPLETION_LINE and COMPLETION_CHARACTER (0-based, where completion is asked).
local tool = assert(os.getenv('CHAPTERS_TOOL'), 'CHAPTERS_TOOL is not set')
local chapter = assert(os.getenv('CHAPTER'), 'CHAPTER is not set')
local out_path = assert(os.getenv('OUT'), 'OUT is not set')
local line = tonumber(os.getenv('COMPLETION_LINE') or '0')
local character = tonumber(os.getenv('COMPLETION_CHARACTER') or '0')

local results = {}
local function finish(status)
  local file = io.open(out_path, 'w')
  for _, entry in ipairs(results) do file:write(entry, '\n') end
  file:close()
  vim.cmd(status == 0 and 'qa!' or 'cq!')
end

vim.cmd('edit ' .. vim.fn.fnameescape(chapter))
local client_id = vim.lsp.start_client({
  name = 'chapters',
  cmd = { tool, 'lsp' },
  root_dir = vim.fn.fnamemodify(chapter, ':p:h:h:h'),
})
if not client_id then
  table.insert(results, 'error: the server did not start')
  finish(1)
end
vim.lsp.buf_attach_client(0, client_id)

local got = vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
if not got then table.insert(results, 'error: no diagnostics within 20 s') end
local diagnostics = vim.diagnostic.get(0)
table.sort(diagnostics, function(a, b) return a.lnum < b.lnum end)
for _, diagnostic in ipairs(diagnostics) do
  local message = diagnostic.message:gsub('\n', ' | ')
  table.insert(results, string.format('diagnostic %d: %s', diagnostic.lnum + 1, message))
end

local params = { textDocument = { uri = vim.uri_from_bufnr(0) }, position = { line = line, character = character } }
local answers = vim.lsp.buf_request_sync(0, 'textDocument/completion', params, 10000)
local labels = {}
for _, answer in pairs(answers or {}) do
  local items = answer.result and (answer.result.items or answer.result) or {}
  for _, item in ipairs(items) do table.insert(labels, item.label) end
end
if #labels == 0 then table.insert(results, 'error: no completion items') end
table.sort(labels)
for _, label in ipairs(labels) do table.insert(results, 'completion ' .. label) end

vim.lsp.stop_client(client_id)
vim.wait(2000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 50)
finish(got and 0 or 1)
