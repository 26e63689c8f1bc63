@echo off
rem token-desk: the Token Desk command line, answered by the installed app.
rem Shipped in the app's resources\cli folder; add that folder to PATH. See docs/cli.md.
"%~dp0..\..\Token Desk.exe" --cli %*
exit /b %ERRORLEVEL%
