-- wrk script: each request carries the next Authorization header of the list given after `--`,
-- so 64 connections read as 64 different teachers rather than one.
local headers = {}
local n = 0
function init(args)
  for i, a in ipairs(args) do headers[i] = a end
  n = math.random(#headers)
end
function request()
  n = n % #headers + 1
  return wrk.format("GET", nil, { ["Authorization"] = headers[n] })
end
