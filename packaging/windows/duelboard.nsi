; SPDX-License-Identifier: GPL-3.0-or-later
; The Windows installer (NSIS 3, 64-bit): Duelboard into Program Files, a Start menu entry, an
; optional desktop shortcut, duelboard:// invite links, and an entry in Apps & Features whose
; uninstaller removes everything it installed. The player's settings and saved games live in
; %APPDATA%\Duelboard and are left alone. scripts/windows-build.sh runs makensis with:
;   /DVERSION=0.3.0 /DSTAGE=<installed tree> /DOUTFILE=<setup.exe> /DICON=<duelboard.ico>
;   /DLICENSE=<the licence page: the GPL, then the libraries and their licences>
Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma
!include "MUI2.nsh"
!include "x64.nsh"

!define APP "Duelboard"
!define PUBLISHER "The Duelboard developers"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Duelboard"

Name "${APP} ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APP}"
InstallDirRegKey HKLM "${UNINSTALL_KEY}" "InstallLocation"
RequestExecutionLevel admin
BrandingText "${APP} ${VERSION}"
VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${APP}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "FileDescription" "${APP} installer"
VIAddVersionKey "LegalCopyright" "GPL-3.0-or-later"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\bin\duelboard.exe"
!define MUI_FINISHPAGE_RUN_TEXT "Start ${APP}"
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${LICENSE}"
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Function .onInit
    SetRegView 64
FunctionEnd

Function un.onInit
    SetRegView 64
FunctionEnd

Section "${APP}" SectionApp
    SectionIn RO
    SetShellVarContext all
    ; A version installed before is replaced whole: no file of it stays behind.
    RMDir /r "$INSTDIR\bin"
    RMDir /r "$INSTDIR\share"
    SetOutPath "$INSTDIR"
    File /r "${STAGE}\*"
    File "/oname=duelboard.ico" "${ICON}"
    WriteUninstaller "$INSTDIR\uninstall.exe"

    CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\bin\duelboard.exe" "" \
        "$INSTDIR\duelboard.ico" 0

    ; Invites: duelboard://HOST:PORT/CODE opens the app on its Join page.
    WriteRegStr HKLM "Software\Classes\duelboard" "" "URL:Duelboard invite"
    WriteRegStr HKLM "Software\Classes\duelboard" "URL Protocol" ""
    WriteRegStr HKLM "Software\Classes\duelboard\DefaultIcon" "" "$INSTDIR\duelboard.ico"
    WriteRegStr HKLM "Software\Classes\duelboard\shell\open\command" "" \
        '"$INSTDIR\bin\duelboard.exe" "%1"'

    WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${APP}"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\duelboard.ico"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
    WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
    WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
    WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
    WriteRegDWORD HKLM "${UNINSTALL_KEY}" "EstimatedSize" ${SIZE_KB}
SectionEnd

Section "Desktop shortcut" SectionDesktop
    SetShellVarContext all
    CreateShortcut "$DESKTOP\${APP}.lnk" "$INSTDIR\bin\duelboard.exe" "" \
        "$INSTDIR\duelboard.ico" 0
SectionEnd

Section "Uninstall"
    SetShellVarContext all
    Delete "$SMPROGRAMS\${APP}.lnk"
    Delete "$DESKTOP\${APP}.lnk"
    DeleteRegKey HKLM "Software\Classes\duelboard"
    DeleteRegKey HKLM "${UNINSTALL_KEY}"
    RMDir /r "$INSTDIR\bin"
    RMDir /r "$INSTDIR\share"
    Delete "$INSTDIR\duelboard.ico"
    Delete "$INSTDIR\uninstall.exe"
    RMDir "$INSTDIR"
SectionEnd
